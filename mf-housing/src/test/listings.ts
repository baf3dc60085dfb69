import type { Row } from '@univida/shared-testing';

/** A listing row as the database returns it, with what a test cares about overridden. */
export const listing = (n: number, overrides: Row = {}): Row => ({
  id: `00000000-0000-4000-c000-${String(n).padStart(12, '0')}`,
  name: `Piso ${n}`,
  address: `Calle ${n}`,
  city: 'Valencia',
  description: '',
  accommodation_type: 'piso',
  price_per_room: 300 + n * 50,
  total_rooms: 1 + (n % 4),
  available_rooms: 1,
  square_meters: 60 + n,
  distance_to_university_km: n / 2,
  closest_university: 'Universitat de València',
  amenities: [],
  image_urls: [],
  visits_enabled: true,
  owner_id: '00000000-0000-4000-b000-000000000001',
  created_at: `2026-0${1 + (n % 9)}-01T00:00:00Z`,
  latitude: 39.47,
  longitude: -0.37,
  ...overrides,
});
