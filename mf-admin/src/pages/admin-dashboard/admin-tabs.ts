import { lazy } from 'react';

// The dashboard's tabs in order: the URL value (?tab=), the label, and the panel, each its own
// chunk so a visit downloads only the tabs it opens (the chart library only with Resumen).
export const ADMIN_TABS = [
  {
    value: 'resumen',
    label: 'Resumen',
    Panel: lazy(() =>
      import('../../features/overview/components/overview-tab').then((m) => ({
        default: m.OverviewTab,
      })),
    ),
  },
  {
    value: 'usuarios',
    label: 'Usuarios',
    Panel: lazy(() =>
      import('../../features/users/components/users-tab').then((m) => ({ default: m.UsersTab })),
    ),
  },
  {
    value: 'alojamientos',
    label: 'Alojamientos',
    Panel: lazy(() =>
      import('../../features/accommodations/components/accommodations-tab').then((m) => ({
        default: m.AccommodationsTab,
      })),
    ),
  },
  {
    value: 'zonas-ocio',
    label: 'Zonas de ocio',
    Panel: lazy(() =>
      import('../../features/leisure-spots/components/leisure-spots-tab').then((m) => ({
        default: m.LeisureSpotsTab,
      })),
    ),
  },
  {
    value: 'novedades',
    label: 'Novedades',
    Panel: lazy(() =>
      import('../../features/news/components/news-tab').then((m) => ({ default: m.NewsTab })),
    ),
  },
  {
    value: 'sugerencias',
    label: 'Sugerencias',
    Panel: lazy(() =>
      import('../../features/suggestions/components/suggestions-tab').then((m) => ({
        default: m.SuggestionsTab,
      })),
    ),
  },
  {
    value: 'reportes',
    label: 'Reportes',
    Panel: lazy(() =>
      import('../../features/reports/components/reports-tab').then((m) => ({
        default: m.ReportsTab,
      })),
    ),
  },
  {
    value: 'registro',
    label: 'Registro',
    Panel: lazy(() =>
      import('../../features/audit-log/components/audit-log-tab').then((m) => ({
        default: m.AuditLogTab,
      })),
    ),
  },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];
export const DEFAULT_TAB: AdminTab = 'resumen';

export const isAdminTab = (value: string | null): value is AdminTab =>
  ADMIN_TABS.some((tab) => tab.value === value);
