import { accentInsensitivePattern } from '@univida/shared-auth/search-pattern';
import { hasNarrowingFilters } from '../lib/search-params';
import type { AccommodationFilters } from '../types';

/** The part of a PostgREST filter builder the search uses (the list and the map share it). */
interface Filterable<Self> {
  eq(column: string, value: string | number): Self;
  gte(column: string, value: number): Self;
  lte(column: string, value: number): Self;
  or(filters: string): Self;
}

/**
 * Every narrowing filter as a database condition, so paging and counting happen in the database
 * over indexed columns (price, rooms, city, location), never by downloading rows.
 */
export function applyFilters<Q extends Filterable<Q>>(query: Q, filters: AccommodationFilters): Q {
  let q = query;
  if (filters.maxPrice !== null) q = q.lte('price_per_room', filters.maxPrice);
  if (filters.rooms === '4+') q = q.gte('total_rooms', 4);
  else if (filters.rooms !== null) q = q.eq('total_rooms', Number(filters.rooms));
  if (filters.city) q = q.eq('city', filters.city);
  if (filters.type) q = q.eq('accommodation_type', filters.type);
  if (filters.university) q = q.eq('closest_university', filters.university);
  // Accents ignored ('algiros' finds 'Algirós'); quoted, as PostgREST's or=() reads its values.
  const pattern = accentInsensitivePattern(filters.text);
  if (pattern) q = q.or(`name.imatch."${pattern}",address.imatch."${pattern}"`);
  if (filters.area) {
    const { south, west, north, east } = filters.area;
    q = q
      .gte('latitude', south)
      .lte('latitude', north)
      .gte('longitude', west)
      .lte('longitude', east);
  }
  return q;
}

/**
 * How the search counts: exactly when filtered; with no filter, counting the whole table costs
 * more than the page itself, so PostgREST estimates (exact below db-max-rows, the planner's
 * figure above it).
 */
export const countFor = (filters: AccommodationFilters) =>
  hasNarrowingFilters(filters) ? ('exact' as const) : ('estimated' as const);
