import { describe, expect, it } from 'vitest';
import { toFormValues, toProfileUpdate } from '../profile-form';
import { makeProfile } from '../../../../test/profile-fixture';

const profile = makeProfile();

describe('profile form mapping', () => {
  it('falls back to a 300 € budget when none is stored', () => {
    expect(toFormValues(profile, { phone: null, admissionGrade: null })).toMatchObject({
      budget: 300,
      phone: '',
      admission_grade: '',
      city: '',
    });
  });

  it('shows a stored grade with the comma and three decimals, and reads it back', () => {
    const values = toFormValues(profile, { phone: null, admissionGrade: 12.5 });
    expect(values.admission_grade).toBe('12,500');
    expect(toProfileUpdate(values, null).admissionGrade).toBe(12.5);
    expect(toProfileUpdate({ ...values, admission_grade: '' }, null).admissionGrade).toBeNull();
  });

  it('updates every profile column except id, created_at and user_type, and splits out the phone', () => {
    const { update, phone } = toProfileUpdate(
      toFormValues(profile, { phone: '600111222', admissionGrade: null }),
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
