import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  parseRoommateFilters,
  roommateFiltersToParams,
} from '../roommate-filters';

const parse = (query: string) => parseRoommateFilters(new URLSearchParams(query));

describe('roommate filters in the URL', () => {
  it('reads every filter and writes the same URL back', () => {
    const query =
      'aficion=Deportes&aficion=Gaming&ciudad=Valencia&carrera=Medicina&presupuestoMin=450&presupuesto=600&madrugador=7&fiestero=2&fiestasEnCasa=10&perfecto=1&pagina=3';
    const filters = parse(query);
    expect(filters).toEqual({
      hobbies: ['Deportes', 'Gaming'],
      city: 'Valencia',
      career: 'Medicina',
      minBudget: 450,
      maxBudget: 600,
      earlyBird: 7,
      partyAnimal: 2,
      houseParties: 10,
      perfect: true,
      page: 3,
    });
    expect(roommateFiltersToParams(filters).toString()).toBe(new URLSearchParams(query).toString());
  });

  it('drops what is not a valid choice: unknown hobbies and cities, sliders out of 1–10, budgets out of range', () => {
    expect(
      parse(
        'aficion=Ajedrez&ciudad=Madrid&madrugador=0&fiestero=11&fiestasEnCasa=x&presupuesto=150&presupuestoMin=1600&pagina=-2',
      ),
    ).toEqual({
      hobbies: [],
      perfect: false,
      page: 1,
    });
  });

  it('treats the top of the budget slider as no ceiling', () => {
    expect(parse('presupuesto=1500').maxBudget).toBeUndefined();
    expect(roommateFiltersToParams(parse('presupuesto=1500')).toString()).toBe('');
  });

  it('treats the bottom of the budget slider as no minimum, and keeps a room’s price above it', () => {
    expect(parse('presupuestoMin=200').minBudget).toBeUndefined();
    expect(roommateFiltersToParams(parse('presupuestoMin=200')).toString()).toBe('');
    expect(parse('presupuestoMin=438').minBudget).toBe(438);
    expect(hasActiveFilters(parse('presupuestoMin=438'))).toBe(true);
  });

  it('knows when filters narrow the list, whatever the page', () => {
    expect(hasActiveFilters(parse('pagina=2'))).toBe(false);
    expect(hasActiveFilters(parse('aficion=Café'))).toBe(true);
  });
});
