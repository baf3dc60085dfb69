import { describe, expect, it } from 'vitest';
import { cityOptions, universityOptions } from '../lib/filter-options';

const universities = [
  { name: 'Universitat de València', city: 'Valencia' },
  { name: 'Universidad de Alicante', city: 'Alicante' },
];
const scores = [
  {
    id: 1,
    career: 'Medicina',
    university: 'Universitat Jaume I',
    city: 'Castellón de la Plana',
    score: 12,
  },
];

describe('filter options', () => {
  it('lists "all", every city of the data and always Zaragoza, alphabetically', () => {
    expect(cityOptions(universities, scores).map((o) => o.label)).toEqual([
      'Todas las ciudades',
      'Alicante',
      'Castellón de la Plana',
      'Valencia',
      'Zaragoza',
    ]);
  });

  it('lists the universities of the data, only the chosen city’s when a city is chosen', () => {
    expect(universityOptions(universities, scores, '').map((o) => o.value)).toEqual([
      '',
      'Universidad de Alicante',
      'Universitat de València',
      'Universitat Jaume I',
    ]);
    expect(universityOptions(universities, scores, 'Valencia').map((o) => o.value)).toEqual([
      '',
      'Universitat de València',
    ]);
  });
});
