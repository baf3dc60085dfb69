import { LIFESTYLE } from '../../../constants';
import { REGISTER_BUDGET } from '../constants';
import type { RegistrationDraft, Role } from '../types/registration';

/** A new registration's draft; kept apart from the schemas so the wizard renders without zod. */
export function emptyDraft(role: Role): RegistrationDraft {
  return {
    role,
    account: { full_name: '', email: '', password: '', phone: '' },
    profile: { city: '', career: '', bio: '' },
    hobbies: [],
    isLookingForRoommate: false,
    preferences: {
      budget: REGISTER_BUDGET.default,
      earlyBird: LIFESTYLE.default,
      partyAnimal: LIFESTYLE.default,
      houseParties: LIFESTYLE.default,
      smokerTolerant: false,
      petsAllowed: false,
      genderPreference: 'any',
    },
  };
}
