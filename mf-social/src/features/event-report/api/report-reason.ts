export const REPORT_REASON_REQUIRED = 'Por favor, explica el motivo del reporte.';
