import { describe, expect, it } from 'vitest';
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
