import { describe, expect, it } from 'vitest';
import {
  LEISURE_CATEGORIES,
  LEISURE_LIST_CATEGORIES,
  leisureCategoryLabel,
} from '../leisure-category';

describe('leisureCategoryLabel', () => {
  it("labels SPEC §3's list categories and the admin's 'otros'", () => {
    expect(LEISURE_LIST_CATEGORIES.map(leisureCategoryLabel)).toEqual([
      'Bares y pubs',
      'Discotecas',
      'Restaurantes',
      'Cafeterías y heladerías',
      'Cines',
      'Deporte',
      'Parques y playas',
      'Centros comerciales',
    ]);
    expect(leisureCategoryLabel('otros')).toBe('Otros');
  });

  it('offers exactly the values the database accepts', () => {
    expect([...LEISURE_CATEGORIES]).toEqual([...LEISURE_LIST_CATEGORIES, 'otros']);
  });
});
