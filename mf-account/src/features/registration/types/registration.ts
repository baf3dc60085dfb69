import { zodResolver } from '@hookform/resolvers/zod';
import { checkPhoneFormat } from '@univida/shared-auth/auth-messages';
import {
  maxCharsMessage,
  PROFILE_TEXT_MAXIMA as MAX,
  type PreparedImage,
} from '@univida/shared-ui';
import { z } from 'zod';
import { LIFESTYLE } from '../../../constants';
import { emailField, newPasswordField } from '../../../lib/account-fields';
import { REGISTER_BUDGET } from '../constants';

export const roleSchema = z.enum(['student', 'owner']);
export type Role = z.infer<typeof roleSchema>;

/**
 * Step 2: all four are required (SPEC §5); the password's length and the phone's format are checked
 * here, before sending; whether a password is too common stays the server's call.
 */
export const accountSchema = z.object({
  full_name: z
    .string()
    .trim()
    .min(1, 'El nombre es obligatorio.')
    .max(MAX.fullName, maxCharsMessage(MAX.fullName)),
  email: emailField,
  password: newPasswordField,
  phone: z.string().trim().min(1, 'El teléfono es obligatorio.').superRefine(checkPhoneFormat),
});
export type AccountInput = z.input<typeof accountSchema>;

/** Step 3 (students): city and career are required; the photo was checked by the ImagePicker. */
export const studentProfileSchema = z.object({
  photo: z.custom<PreparedImage>().optional(),
  city: z
    .string()
    .trim()
    .min(1, 'La ciudad es obligatoria.')
    .max(MAX.city, maxCharsMessage(MAX.city)),
  career: z
    .string()
    .trim()
    .min(1, 'La carrera es obligatoria.')
    .max(MAX.career, maxCharsMessage(MAX.career)),
  gender: z.enum(['male', 'female', 'other']).optional(),
  bio: z.string().max(MAX.bio, maxCharsMessage(MAX.bio)),
});
export type StudentProfileInput = z.input<typeof studentProfileSchema>;

const lifestyle = z.number().int().min(LIFESTYLE.min).max(LIFESTYLE.max);

/** Step 6 (students looking for a flatmate). */
export const flatmatePreferencesSchema = z.object({
  budget: z.number().min(REGISTER_BUDGET.min).max(REGISTER_BUDGET.max),
  earlyBird: lifestyle,
  partyAnimal: lifestyle,
  houseParties: lifestyle,
  smokerTolerant: z.boolean(),
  petsAllowed: z.boolean(),
  genderPreference: z.enum(['any', 'male', 'female']),
});
export type FlatmatePreferences = z.infer<typeof flatmatePreferencesSchema>;

/** Everything typed so far; kept across steps, Back and failed submissions. */
export interface RegistrationDraft {
  role: Role;
  account: AccountInput;
  profile: StudentProfileInput;
  hobbies: string[];
  isLookingForRoommate: boolean;
  preferences: FlatmatePreferences;
}

// Each step's form rules, loaded by the step on first use (lazyResolver), with zod.
export const accountResolver = zodResolver(accountSchema);
export const studentProfileResolver = zodResolver(studentProfileSchema);
export const flatmatePreferencesResolver = zodResolver(flatmatePreferencesSchema);
