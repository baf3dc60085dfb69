import type { Profile } from '@univida/shared-auth';
import { describe, expect, it } from 'vitest';
import { toFormValues, toProfileUpdate } from '../profile-form';

const profile: Profile = {
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
};

describe('profile form mapping', () => {
  it('falls back to a 300 € budget when none is stored', () => {
    expect(toFormValues(profile, null)).toMatchObject({ budget: 300, phone: '', city: '' });
  });

  it('updates every profile column except id, created_at and user_type, and splits out the phone', () => {
    const { update, phone } = toProfileUpdate(
      toFormValues(profile, '600111222'),
      'https://img/ana.png',
    );
    expect(phone).toBe('600111222');
    expect(Object.keys(update).sort()).toEqual(
      Object.keys(profile)
        .filter((key) => !['id', 'created_at', 'user_type'].includes(key))
        .sort(),
    );
    expect(update).toMatchObject({
      city: null,
      bio: null,
      career: 'Medicina',
      profile_picture_url: 'https://img/ana.png',
    });
  });
});
