import { describe, expect, it } from 'vitest';
import { describeChanges } from '../describe-changes';

describe('describeChanges', () => {
  it('says each changed field with its before and after, in Spanish', () => {
    expect(
      describeChanges('update', {
        city: { before: 'Valencia', after: 'Alicante' },
        is_featured: { before: false, after: true },
        phone: { before: null, after: '600 000 000' },
      }),
    ).toEqual(['ciudad: Valencia → Alicante', 'destacada: no → sí', 'teléfono: — → 600 000 000']);
  });

  it('keeps unknown fields by their column name', () => {
    expect(
      describeChanges('type_change', {
        user_type: { before: 'student', after: 'owner' },
        bio: { before: 'a', after: 'b' },
      }),
    ).toEqual(['tipo: student → owner', 'bio: a → b']);
  });

  it('lists nothing for creations and deletions, where every field changes', () => {
    expect(describeChanges('delete', { name: { before: 'Bar', after: null } })).toEqual([]);
    expect(describeChanges('create', { name: { before: null, after: 'Bar' } })).toEqual([]);
  });
});
