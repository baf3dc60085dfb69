import type { Enums } from '@univida/shared-auth';
import { COVERED_CITIES } from '@univida/shared-ui';

// Listing facts every housing feature names the same way.

/** The four cities the product covers (SPEC §3); Zaragoza is always offered. */
export const CITIES = COVERED_CITIES;

export const TYPE_LABELS: Record<Enums<'accommodation_type'>, string> = {
  piso: 'Piso',
  residencia: 'Residencia',
  apartamento: 'Apartamento',
  estudio: 'Estudio',
};
