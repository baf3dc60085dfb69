import type { Profile } from '@univida/shared-auth';

/** A student's profile row as the database returns it; tests override what they are about. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'user-1',
    created_at: '2026-01-01T00:00:00Z',
    full_name: 'Ana Ruiz',
    city: null,
    career: 'Medicina',
    gender: null,
    bio: null,
    hobbies: ['Yoga'],
    profile_picture_url: null,
    user_type: 'student',
    is_looking_for_roommate: false,
    budget: null,
    gender_preference: 'any',
    early_bird: 5,
    party_animal: 5,
    house_parties: 5,
    smoker_tolerant: false,
    pets_allowed: false,
    ...overrides,
  };
}
