import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../../hooks/empty-draft';
import type { RegistrationDraft } from '../../types/registration';
import { buildRegistrationPayload } from '../build-registration-payload';

const account = {
  full_name: ' Lucía Gómez ',
  email: ' lucia@example.com ',
  password: 'secreto-123',
  phone: ' 600 111 222 ',
};

describe('buildRegistrationPayload', () => {
  it('sends an owner as user_type, full_name and phone only', () => {
    const draft: RegistrationDraft = { ...emptyDraft('owner'), account };
    expect(buildRegistrationPayload(draft)).toEqual({
      email: 'lucia@example.com',
      password: 'secreto-123',
      metadata: { user_type: 'owner', full_name: 'Lucía Gómez', phone: '600 111 222' },
    });
  });

  it('sends a student with camelCase flatmate fields and the budget as a one-item list', () => {
    const photo = {
      file: new File(['x'], 'yo.png', { type: 'image/png' }),
      previewUrl: 'blob:yo',
      type: 'image/png' as const,
      extension: 'png' as const,
      width: 1,
      height: 1,
    };
    const draft: RegistrationDraft = {
      role: 'student',
      account,
      profile: {
        photo,
        city: 'Valencia ',
        career: ' Medicina',
        gender: 'female',
        bio: ' Me gusta leer. ',
      },
      hobbies: ['Lectura', 'Yoga'],
      isLookingForRoommate: true,
      preferences: {
        budget: 650,
        earlyBird: 8,
        partyAnimal: 2,
        houseParties: 0,
        smokerTolerant: true,
        petsAllowed: false,
        genderPreference: 'female',
      },
    };
    const { metadata } = buildRegistrationPayload(draft);
    expect(metadata).toEqual({
      user_type: 'student',
      full_name: 'Lucía Gómez',
      phone: '600 111 222',
      city: 'Valencia',
      career: 'Medicina',
      gender: 'female',
      bio: 'Me gusta leer.',
      hobbies: ['Lectura', 'Yoga'],
      isLookingForRoommate: true,
      budget: [650],
      earlyBird: 8,
      partyAnimal: 2,
      houseParties: 0,
      smokerTolerant: true,
      petsAllowed: false,
      genderPreference: 'female',
    });
    // The photo is uploaded after sign-up, never sent as metadata.
    expect(JSON.stringify(metadata)).not.toContain('yo.png');
  });

  it('sends the SPEC defaults for a student who skipped the preferences', () => {
    const draft: RegistrationDraft = { ...emptyDraft('student'), account };
    expect(buildRegistrationPayload(draft).metadata).toMatchObject({
      isLookingForRoommate: false,
      budget: [500],
      earlyBird: 5,
      partyAnimal: 5,
      houseParties: 5,
      smokerTolerant: false,
      petsAllowed: false,
      genderPreference: 'any',
    });
    expect(buildRegistrationPayload(draft).metadata).not.toHaveProperty('gender');
  });
});
