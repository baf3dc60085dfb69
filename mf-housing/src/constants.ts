import type { Enums } from '@univida/shared-auth';

// Listing facts every housing feature names the same way.

export const TYPE_LABELS: Record<Enums<'accommodation_type'>, string> = {
  piso: 'Piso',
  residencia: 'Residencia',
  apartamento: 'Apartamento',
  estudio: 'Estudio',
};
