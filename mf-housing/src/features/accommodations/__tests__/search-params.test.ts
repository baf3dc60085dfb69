import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, readFilters, writeFilters } from '../lib/search-params';

describe('accommodation search in the URL', () => {
  it('round-trips every filter', () => {
    const filters = {
      maxPrice: 450,
      rooms: '4+' as const,
      city: 'Valencia',
      type: 'piso' as const,
      university: 'Universitat de València',
      text: 'Benimaclet',
      sort: 'precio-asc' as const,
      page: 3,
      view: 'mapa' as const,
      area: { south: 39.46, west: -0.39, north: 39.49, east: -0.33 },
    };
    const url = writeFilters(filters).toString();
    expect(url).toBe(
      'precio=450&habitaciones=4%2B&ciudad=Valencia&tipo=piso&universidad=Universitat+de+Val%C3%A8ncia&q=Benimaclet&orden=precio-asc&pagina=3&vista=mapa&zona=39.46%2C-0.39%2C39.49%2C-0.33',
    );
    expect(readFilters(new URLSearchParams(url))).toEqual(filters);
  });

  it('leaves defaults out, so the plain search has a plain URL', () => {
    expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it.each([
    ['precio=1200', 'the top of the slider (any price)'],
    ['precio=100', 'a price under the slider'],
    ['precio=abc', 'a price that is no number'],
    ['habitaciones=7', 'an unknown room count'],
    ['ciudad=Madrid', 'a city the product does not cover'],
    ['tipo=castillo', 'an unknown type'],
    ['orden=azar', 'an unknown sort'],
    ['pagina=-2', 'a page below 1'],
    ['zona=1,2,3', 'an area without four numbers'],
    ['zona=40,0,39,1', 'an area upside down'],
  ])('reads %s (%s) as the default', (query) => {
    expect(readFilters(new URLSearchParams(query))).toEqual(DEFAULT_FILTERS);
  });
});
