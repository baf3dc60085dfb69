import { describe, expect, it } from 'vitest';
import { distanceKm } from '../lib/distance';
import { listingFormSchema, type ListingFormInput } from '../types/listing-form';

const valid: ListingFormInput = {
  name: 'Piso junto al campus',
  address: 'Calle Mayor, 1',
  city: 'Valencia',
  accommodation_type: 'piso',
  description: '',
  price_per_room: 400,
  total_rooms: 3,
  available_rooms: 2,
  square_meters: 80,
  closest_university: null,
  amenities: ['WiFi'],
  visits_enabled: true,
  latitude: 39.47,
  longitude: -0.37,
};

const problem = (input: Partial<ListingFormInput>) => {
  const result = listingFormSchema.safeParse({ ...valid, ...input });
  return result.success
    ? null
    : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('listing form', () => {
  it('accepts a complete listing', () => {
    expect(problem({})).toBeNull();
  });
  it('accepts a student residence at the caps', () => {
    expect(
      problem({
        price_per_room: 10_000,
        total_rooms: 1_000,
        available_rooms: 1_000,
        square_meters: 100_000,
      }),
    ).toBeNull();
  });
  it.each([
    [{ price_per_room: 0 }, 'price_per_room: El precio debe ser mayor que 0'],
    [{ price_per_room: 450.5 }, 'price_per_room: Escribe un número entero, sin decimales'],
    [{ price_per_room: Number.NaN }, 'price_per_room: Escribe el precio por habitación'],
    [
      { available_rooms: 4 },
      'available_rooms: No puede haber más habitaciones libres que habitaciones',
    ],
    [{ accommodation_type: 'castillo' as never }, 'accommodation_type: Elige un tipo'],
    [{ city: 'Madrid' as never }, 'city: Elige una ciudad'],
    [{ name: '   ' }, 'name: Escribe un nombre'],
    [{ latitude: null }, 'longitude: Indica la latitud y la longitud, o ninguna'],
    [{ price_per_room: 10_001 }, 'price_per_room: Como mucho 10.000 €'],
    [{ price_per_room: 99_999_999 }, 'price_per_room: Como mucho 10.000 €'],
    [{ total_rooms: 1_001, available_rooms: 1 }, 'total_rooms: Como mucho 1.000 habitaciones'],
    [{ square_meters: 100_001 }, 'square_meters: Como mucho 100.000 m²'],
  ])('refuses %o', (input, message) => {
    expect(problem(input)).toEqual([message]);
  });
});

describe('distanceKm', () => {
  it('measures the distance between two campuses of Valencia', () => {
    // Universitat de València (Blasco Ibáñez) to the UPV (Vera): about 2 km.
    expect(
      distanceKm(
        { latitude: 39.4786, longitude: -0.364 },
        { latitude: 39.4817, longitude: -0.3404 },
      ),
    ).toBeCloseTo(2.05, 1);
  });
});
