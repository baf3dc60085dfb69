import { PROFILE_TEXT_MAXIMA } from '@univida/shared-ui';
import { describe, expect, it } from 'vitest';
import { accountSchema, studentProfileSchema } from '../registration';

const account = {
  full_name: 'Ana Ruiz',
  email: 'ana@example.com',
  password: 'secreto-123',
  phone: '600111222',
};
const profile = { city: 'Valencia', career: 'Medicina', bio: '' };

const messageFor = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('the sign-up texts keep to what a profile holds', () => {
  it('refuses a name, city, career or bio longer than the database keeps, saying the limit', () => {
    const long = (n: number) => 'a'.repeat(n + 1);
    expect(
      messageFor(
        accountSchema.safeParse({ ...account, full_name: long(PROFILE_TEXT_MAXIMA.fullName) }),
        'full_name',
      ),
    ).toBe('Máximo 100 caracteres.');
    const tooLong = studentProfileSchema.safeParse({
      city: long(PROFILE_TEXT_MAXIMA.city),
      career: long(PROFILE_TEXT_MAXIMA.career),
      bio: long(PROFILE_TEXT_MAXIMA.bio),
    });
    expect(messageFor(tooLong, 'city')).toBe('Máximo 100 caracteres.');
    expect(messageFor(tooLong, 'career')).toBe('Máximo 150 caracteres.');
    expect(messageFor(tooLong, 'bio')).toBe('Máximo 1.000 caracteres.');
  });

  it('takes them at the limit', () => {
    expect(
      accountSchema.safeParse({ ...account, full_name: 'a'.repeat(PROFILE_TEXT_MAXIMA.fullName) })
        .success,
    ).toBe(true);
    expect(studentProfileSchema.safeParse(profile).success).toBe(true);
  });
});
