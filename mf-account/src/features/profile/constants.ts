// Profile page constants (SPEC §5 Profile edit, §9).

/** Budget slider on the profile: up to 1000 €/month in steps of 10; 300 when none is stored. */
export const PROFILE_BUDGET = { min: 0, max: 1000, step: 10, fallback: 300 } as const;

export const PROFILE_TABS = [
  { value: 'perfil', label: 'Perfil' },
  { value: 'preferencias', label: 'Preferencias' },
  { value: 'busqueda', label: 'Búsqueda' },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]['value'];

/** The admission grade a student may keep on their profile: SPEC §9's 0–14 scale. */
export const ADMISSION_GRADE = {
  min: 0,
  max: 14,
  error: 'La nota de acceso debe ser un número entre 0 y 14.',
} as const;
