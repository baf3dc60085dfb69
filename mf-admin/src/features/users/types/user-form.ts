import { checkPhoneFormat } from '@univida/shared-auth/auth-messages';
import { maxCharsMessage, PROFILE_TEXT_MAXIMA as MAX } from '@univida/shared-ui';
import { z } from 'zod';

/** SPEC §6: an admin edits a user's name, type, phone and city. */
export const userFormSchema = z.object({
  full_name: z
    .string()
    .trim()
    .min(1, 'El nombre es obligatorio.')
    .max(MAX.fullName, maxCharsMessage(MAX.fullName)),
  user_type: z.enum(['student', 'owner', 'admin']),
  phone: z.string().trim().max(30, maxCharsMessage(30)).superRefine(checkPhoneFormat),
  city: z.string().trim().max(MAX.city, maxCharsMessage(MAX.city)),
});
export type UserFormValues = z.infer<typeof userFormSchema>;
