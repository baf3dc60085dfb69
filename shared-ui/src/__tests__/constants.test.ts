import { describe, expect, it } from 'vitest';
import { cityFilterCities } from '../constants';

describe('cityFilterCities', () => {
  it('lists each city once with Zaragoza always there, in Spanish order', () => {
    expect(cityFilterCities(['Valencia', 'Alicante', 'Valencia', 'Castellón de la Plana'])).toEqual(
      ['Alicante', 'Castellón de la Plana', 'Valencia', 'Zaragoza'],
    );
    expect(cityFilterCities(['Zaragoza', 'Ávila'])).toEqual(['Ávila', 'Zaragoza']);
    expect(cityFilterCities([])).toEqual(['Zaragoza']);
  });
});
