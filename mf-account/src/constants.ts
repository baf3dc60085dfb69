// Account-wide constants (SPEC §3, §5, §9) shared by registration and the profile page.
import type { Enums } from '@univida/shared-auth';

/** Lifestyle sliders (early bird, party animal, house parties): 0–10 step 1, default 5. */
export const LIFESTYLE = { min: 0, max: 10, step: 1, default: 5 } as const;

/** Where profile pictures live: bucket and folder of profile-pictures/{userId}-{ts}.{ext}. */
export const PROFILE_PICTURES_BUCKET = 'profile-pictures';

export const GENDER_OPTIONS: { value: Enums<'gender'> | ''; label: string }[] = [
  // Not saying is a choice too, and one can come back to it ('' is stored as no gender).
  { value: '', label: 'Prefiero no decirlo' },
  { value: 'male', label: 'Hombre' },
  { value: 'female', label: 'Mujer' },
  { value: 'other', label: 'Otro' },
];

export const GENDER_PREFERENCE_OPTIONS: { value: Enums<'gender_preference'>; label: string }[] = [
  { value: 'any', label: 'Sin preferencia' },
  { value: 'male', label: 'Hombres' },
  { value: 'female', label: 'Mujeres' },
];

/** Lifestyle slider labels, by profile column. */
export const LIFESTYLE_LABELS = {
  early_bird: 'Madrugador (0 = nada, 10 = mucho)',
  party_animal: 'Fiestero (0 = nada, 10 = mucho)',
  house_parties: 'Fiestas en casa (0 = nunca, 10 = a menudo)',
} as const;
