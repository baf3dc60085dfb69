import { checkPhoneFormat } from '@univida/shared-auth/auth-messages';
import { CHOOSE_A_CITY, isCoveredCity } from '@univida/shared-ui';
import { z } from 'zod';

/** The three steps' text fields (the picture is checked by shared-ui's image preparation). */
export const suggestionFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Escribe el nombre del lugar.')
    .max(150, 'El nombre admite 150 caracteres como máximo.'),
  category: z.string().min(1, 'Elige una categoría.'),
  description: z
    .string()
    .trim()
    .min(1, 'Describe el lugar.')
    .max(2000, 'La descripción admite 2000 caracteres como máximo.'),
  city: z.string().refine(isCoveredCity, CHOOSE_A_CITY),
  address: z.string().trim().max(300, 'La dirección admite 300 caracteres como máximo.'),
  closestUniversity: z
    .string()
    .trim()
    .max(200, 'La universidad admite 200 caracteres como máximo.'),
  // A business's number, landline or mobile: 9 digits, or an international one (empty is fine).
  phone: z
    .string()
    .trim()
    .max(30, 'El teléfono admite 30 caracteres como máximo.')
    .superRefine(checkPhoneFormat),
  website: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: 'Escribe una web válida (https://…).' }).max(2048),
  ]),
});
export type SuggestionForm = z.infer<typeof suggestionFormSchema>;

export const EMPTY_SUGGESTION: SuggestionForm = {
  name: '',
  category: '',
  description: '',
  city: '',
  address: '',
  closestUniversity: '',
  phone: '',
  website: '',
};

/** The fields each step checks before 'Siguiente' (the picture is required on step 3). */
export const SUGGESTION_STEP_FIELDS = [
  ['name', 'category', 'description'],
  ['city', 'address', 'closestUniversity'],
  ['phone', 'website'],
] as const satisfies readonly (readonly (keyof SuggestionForm)[])[];

export const SUGGESTION_STEPS = ['El lugar', 'Dónde está', 'Contacto e imagen'] as const;
