import type { Profile, TablesUpdate } from '@univida/shared-auth';
import { checkPhoneFormat } from '@univida/shared-auth/auth-messages';
import {
  formatScore,
  maxCharsMessage,
  parseDecimal,
  PROFILE_TEXT_MAXIMA as MAX,
} from '@univida/shared-ui';
import { z } from 'zod';
import { LIFESTYLE } from '../../../constants';
import { ADMISSION_GRADE, PROFILE_BUDGET } from '../constants';

const lifestyle = z.number().int().min(LIFESTYLE.min).max(LIFESTYLE.max);
/** Trimmed text of at most `max` characters, said by the field (the database refuses more). */
const text = (max: number) => z.string().trim().max(max, maxCharsMessage(max));

/** What profile_contacts holds for the form: private to the user (and admins). */
export interface ProfileContact {
  phone: string | null;
  admissionGrade: number | null;
}

const inGradeRange = (value: string) => {
  if (value === '') return true;
  const grade = parseDecimal(value);
  return grade !== null && grade >= ADMISSION_GRADE.min && grade <= ADMISSION_GRADE.max;
};

export const profileFormSchema = z.object({
  full_name: text(MAX.fullName).min(1, 'El nombre es obligatorio.'),
  phone: z.string().trim().superRefine(checkPhoneFormat),
  // Typed the Spanish way ('12,5'); empty means no grade.
  admission_grade: z.string().trim().refine(inGradeRange, ADMISSION_GRADE.error),
  city: text(MAX.city),
  career: text(MAX.career),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  bio: text(MAX.bio),
  hobbies: z.array(z.string()),
  is_looking_for_roommate: z.boolean(),
  budget: z.number().min(0),
  gender_preference: z.enum(['any', 'male', 'female']),
  early_bird: lifestyle,
  party_animal: lifestyle,
  house_parties: lifestyle,
  smoker_tolerant: z.boolean(),
  pets_allowed: z.boolean(),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** The columns a user may write on their own row: all but id, created_at and user_type. */
export type ProfileUpdate = Required<
  Omit<TablesUpdate<'profiles'>, 'id' | 'created_at' | 'user_type'>
>;

export function toFormValues(
  profile: Profile,
  { phone, admissionGrade }: ProfileContact,
): ProfileFormValues {
  return {
    full_name: profile.full_name,
    phone: phone ?? '',
    admission_grade: admissionGrade === null ? '' : formatScore(admissionGrade),
    city: profile.city ?? '',
    career: profile.career ?? '',
    gender: profile.gender,
    bio: profile.bio ?? '',
    hobbies: profile.hobbies,
    is_looking_for_roommate: profile.is_looking_for_roommate,
    budget: profile.budget ?? PROFILE_BUDGET.fallback,
    gender_preference: profile.gender_preference,
    early_bird: profile.early_bird,
    party_animal: profile.party_animal,
    house_parties: profile.house_parties,
    smoker_tolerant: profile.smoker_tolerant,
    pets_allowed: profile.pets_allowed,
  };
}

const orNull = (value: string) => value || null;

/** Splits the form into the profiles row update and the private contact (profile_contacts). */
export function toProfileUpdate(
  { phone, admission_grade, ...values }: ProfileFormValues,
  profilePictureUrl: string | null,
): { update: ProfileUpdate } & ProfileContact {
  return {
    update: {
      ...values,
      city: orNull(values.city),
      career: orNull(values.career),
      bio: orNull(values.bio),
      profile_picture_url: profilePictureUrl,
    },
    phone: orNull(phone),
    admissionGrade: parseDecimal(admission_grade),
  };
}
