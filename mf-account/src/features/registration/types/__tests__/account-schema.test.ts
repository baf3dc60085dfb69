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
