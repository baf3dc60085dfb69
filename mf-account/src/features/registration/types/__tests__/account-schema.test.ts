import { describe, expect, it } from 'vitest';
import { accountSchema } from '../registration';

const account = { full_name: 'Ana', email: 'ana@uni.es', phone: '600000000' };

describe('accountSchema password', () => {
  it('refuses more than 72 bytes before sending, in Spanish, and accepts 72', () => {
    const tooLong = accountSchema.safeParse({ ...account, password: 'ñ'.repeat(37) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([
      expect.stringMatching(/^La contraseña es demasiado larga/),
    ]);
    expect(accountSchema.safeParse({ ...account, password: 'a'.repeat(72) }).success).toBe(true);
  });
});

describe('accountSchema before sending', () => {
  const messages = (values: Record<string, string>) =>
    accountSchema
      .safeParse({ ...account, password: 'Segura-2026', ...values })
      .error?.issues.map((issue) => issue.message);

  it('refuses a password under 8 characters, in Spanish', () => {
    expect(messages({ password: 'Corta-1' })).toEqual([
      'La contraseña debe tener al menos 8 caracteres.',
    ]);
  });

  it('refuses a phone that is not one, and takes one written with spaces and a prefix', () => {
    expect(messages({ phone: '12345' })).toEqual([
      'Introduce un teléfono válido: 9 cifras, con el prefijo (+34) delante si quieres.',
    ]);
    expect(messages({ phone: '+34 600 11 22 33' })).toBeUndefined();
  });
});
