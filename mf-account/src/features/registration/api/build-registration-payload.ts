import type { RegistrationDraft } from '../types/registration';

/** Sign-up metadata (SPEC §3 "Registration payload"); the backend builds the profile from it. */
export type RegistrationMetadata = Record<string, string | number | boolean | string[] | number[]>;

export interface RegistrationPayload {
  email: string;
  password: string;
  metadata: RegistrationMetadata;
}

/**
 * Maps the wizard's draft to the sign-up call: snake_case user_type, full_name, phone and profile
 * fields, camelCase flatmate fields, budget as a one-item list. Owners send only who they are.
 * The photo is not part of it: it is uploaded once the account exists.
 */
export function buildRegistrationPayload(draft: RegistrationDraft): RegistrationPayload {
  const { account, profile, preferences } = draft;
  const base = {
    user_type: draft.role,
    full_name: account.full_name.trim(),
    phone: account.phone.trim(),
  };
  const email = account.email.trim();
  if (draft.role === 'owner') return { email, password: account.password, metadata: base };

  return {
    email,
    password: account.password,
    metadata: {
      ...base,
      city: profile.city.trim(),
      career: profile.career.trim(),
      ...(profile.gender ? { gender: profile.gender } : {}),
      bio: profile.bio.trim(),
      hobbies: draft.hobbies,
      isLookingForRoommate: draft.isLookingForRoommate,
      budget: [preferences.budget],
      earlyBird: preferences.earlyBird,
      partyAnimal: preferences.partyAnimal,
      houseParties: preferences.houseParties,
      smokerTolerant: preferences.smokerTolerant,
      petsAllowed: preferences.petsAllowed,
      genderPreference: preferences.genderPreference,
    },
  };
}
