import { describe, expect, it } from 'vitest';
import { accommodationFormSchema } from '../types/accommodation-form';

const listing = (price_per_room: string) => ({
  name: 'Residencia Blasco',
  description: '',
  city: 'Valencia',
  address: 'Av. Blasco Ibáñez, 1',
  price_per_room,
});

const priceProblem = (price: string) => {
  const result = accommodationFormSchema.safeParse(listing(price));
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe("the admin's accommodation form", () => {
  it('takes a price up to the cap the owners have', () => {
    expect(priceProblem('450')).toBeNull();
    expect(priceProblem('10000')).toBeNull();
  });

  it.each([
    ['10001', 'El precio no puede pasar de 10.000 €.'],
    ['99999999', 'El precio no puede pasar de 10.000 €.'],
    ['0', 'El precio debe ser mayor que 0.'],
  ])('refuses %s €', (price, message) => {
    expect(priceProblem(price)).toEqual([message]);
  });
});
