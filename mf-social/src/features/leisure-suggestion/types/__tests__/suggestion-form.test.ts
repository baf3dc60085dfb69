import { describe, expect, it } from 'vitest';
import { EMPTY_SUGGESTION, suggestionFormSchema, type SuggestionForm } from '../suggestion-form';

const valid: SuggestionForm = {
  ...EMPTY_SUGGESTION,
  name: 'Café Central',
  category: 'Cafetería',
  description: 'Un café tranquilo para estudiar.',
  city: 'Valencia',
};

const phoneMessages = (phone: string) => {
  const result = suggestionFormSchema.safeParse({ ...valid, phone });
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === 'phone').map((i) => i.message);
};

describe('suggestionFormSchema: the phone', () => {
  it('refuses text that is not a phone', () => {
    expect(phoneMessages('abc')).toEqual([
      'Introduce un teléfono válido: 9 cifras, con el prefijo (+34) delante si quieres.',
    ]);
    expect(phoneMessages('12345')).toHaveLength(1);
  });

  it('accepts no phone, a landline, a mobile and an international number', () => {
    for (const phone of ['', '963 123 456', '+34 612 345 678', '+33 1 23 45 67 89']) {
      expect(phoneMessages(phone)).toEqual([]);
    }
  });
});
