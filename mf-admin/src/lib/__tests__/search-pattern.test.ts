import { describe, expect, it } from 'vitest';
import { cityOptions } from '../city-options';
import { searchPattern } from '../search-pattern';

describe('searchPattern', () => {
  it('matches the trimmed text anywhere', () => {
    expect(searchPattern('  Ana ')).toBe('%Ana%');
    expect(searchPattern('')).toBe('%%');
  });

  it('turns characters with a meaning into a one-character wildcard', () => {
    expect(searchPattern('50%_off')).toBe('%50__off%');
    expect(searchPattern('a,b(c)')).toBe('%a_b_c_%');
    expect(searchPattern('*"\\')).toBe('%___%');
  });
});

describe('cityOptions', () => {
  it('lists each city once with Zaragoza always there, in Spanish order', () => {
    expect(cityOptions(['Valencia', 'Alicante', 'Castellón de la Plana'])).toEqual([
      'Alicante',
      'Castellón de la Plana',
      'Valencia',
      'Zaragoza',
    ]);
    expect(cityOptions(['Zaragoza', 'Ávila'])).toEqual(['Ávila', 'Zaragoza']);
  });
});
