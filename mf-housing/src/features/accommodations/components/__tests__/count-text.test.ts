import { describe, expect, it } from 'vitest';
import { countText } from '../results-toolbar';

describe('countText', () => {
  it('says an exact count as it is', () => {
    expect(countText(1, false)).toBe('1 alojamiento');
    expect(countText(20137, false)).toBe('20.137 alojamientos');
  });

  it('says an estimate rounded to two significant digits, as an estimate', () => {
    expect(countText(20137, true)).toBe('Unos 20.000 alojamientos');
    expect(countText(1468, true)).toBe('Unos 1500 alojamientos');
    expect(countText(125_900, true)).toBe('Unos 130.000 alojamientos');
  });
});
