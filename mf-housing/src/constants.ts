import type { Enums } from '@univida/shared-auth';

// Listing facts every housing feature names the same way.

/** The four cities the product covers (SPEC §3); Zaragoza is always offered. */
export const CITIES = ['Valencia', 'Alicante', 'Castellón de la Plana', 'Zaragoza'] as const;

export const TYPE_LABELS: Record<Enums<'accommodation_type'>, string> = {
  piso: 'Piso',
  residencia: 'Residencia',
  apartamento: 'Apartamento',
  estudio: 'Estudio',
};
