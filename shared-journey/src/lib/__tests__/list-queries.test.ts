import { toPath } from './to-path';
import { describe, expect, it } from 'vitest';
import {
  cityQuery,
  housingPrice,
  housingQuery,
  roommateMinBudget,
  roommateQuery,
  startOfToday,
} from '../../list-queries';

describe('the list URLs one section links to', () => {
  it('rounds a budget down to the housing slider’s steps, within its range', () => {
    expect(housingPrice(430)).toBe(425);
    expect(housingPrice(100)).toBe(250);
    expect(housingPrice(1200)).toBeUndefined();
    expect(housingPrice(null)).toBeUndefined();
  });

  it('turns a room’s price into a minimum budget: whole euros up, none at the slider’s bottom', () => {
    expect(roommateMinBudget(437.5)).toBe(438);
    expect(roommateMinBudget(450)).toBe(450);
    expect(roommateMinBudget(200)).toBeUndefined();
    expect(roommateMinBudget(2400)).toBe(1500);
    expect(roommateMinBudget(null)).toBeUndefined();
    expect(toPath('/roomie-match', roommateQuery({ city: 'Valencia', minBudget: 437.5 }))).toBe(
      '/roomie-match?ciudad=Valencia&presupuestoMin=438',
    );
  });

  it('leaves out what is not known, so the list is not narrowed by it', () => {
    expect(toPath('/alojamiento', housingQuery({ city: 'Valencia', maxPrice: 430 }))).toBe(
      '/alojamiento?ciudad=Valencia&precio=425',
    );
    expect(toPath('/roomie-match', roommateQuery({ city: 'Zaragoza', career: null }))).toBe(
      '/roomie-match?ciudad=Zaragoza',
    );
    expect(toPath('/eventos', cityQuery(undefined))).toBe('/eventos');
  });
});

describe('startOfToday', () => {
  it('is local midnight of the same day', () => {
    expect(startOfToday(new Date(2026, 10, 25, 18, 30))).toEqual(new Date(2026, 10, 25));
  });
});
