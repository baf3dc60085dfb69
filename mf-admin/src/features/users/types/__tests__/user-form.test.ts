import { describe, expect, it } from 'vitest';
import { userFormSchema } from '../user-form';

const values = (phone: string) => ({
  full_name: 'Lucía Fernández',
  user_type: 'student' as const,
  phone,
  city: 'Valencia',
});

describe('userFormSchema', () => {
  it('accepts no phone, a Spanish one and another country’s', () => {
    for (const phone of ['', '612 345 678', '+34 612 345 678', '+44 20 7946 0958'])
      expect(userFormSchema.safeParse(values(phone)).success).toBe(true);
  });

  // The database refuses these (profile_contacts_phone_format): the admin reads why beside the
  // field instead of a raw constraint error after saving.
  it('refuses a phone the database would refuse, with the Spanish reason', () => {
    for (const phone of ['+34 612 34 56 7', '12345', 'llámame']) {
      const result = userFormSchema.safeParse(values(phone));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Introduce un teléfono válido: 9 cifras, con el prefijo (+34) delante si quieres.',
      ]);
    }
  });
});
