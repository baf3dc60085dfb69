/** SPEC §9: price slider 250–1200 step 25 (the top means "any price"), rooms 1, 2, 3, 4+, 6 skeleton cards. */
export const PRICE_SLIDER = { min: 250, max: 1200, step: 25 } as const;
export const ROOM_OPTIONS = ['1', '2', '3', '4+'] as const;
export const LISTING_SKELETONS = 6;

/** Cards per page: two full rows of three on a wide screen. */
export const PAGE_SIZE = 12;
/** Cards of the first row on a wide screen: above the fold, so their photos load at once. */
export const FIRST_ROW = 3;
/** A listing's columns in the search and on the map. */
export const SUMMARY_COLUMNS =
  'id, name, address, city, accommodation_type, price_per_room, total_rooms, available_rooms, square_meters, distance_to_university_km, closest_university, image_urls, latitude, longitude';
/** The map draws at most this many markers; zooming in and 'Buscar en esta zona' reach the rest. */
export const MAP_MARKER_LIMIT = 300;
/**
 * PostgREST's `count=estimated` counts exactly up to db-max-rows (hosted Supabase's default
 * 1000, which supabase-local follows) and past it answers the planner's estimate.
 */
export const EXACT_COUNT_LIMIT = 1000;
/** Typing waits this long before the search lands in the URL (and the database). */
export const SEARCH_DELAY_MS = 350;

export const SORT_OPTIONS = [
  { value: 'recientes', label: 'Más recientes' },
  { value: 'precio-asc', label: 'Precio: de menor a mayor' },
  { value: 'precio-desc', label: 'Precio: de mayor a menor' },
  { value: 'distancia', label: 'Más cerca de la universidad' },
] as const;

/** The search's order when the URL names none. */
export const DEFAULT_SORT: SortOption = 'recientes';

/** Each sort, with the id last so pages never overlap or skip between requests. */
export const SORT_ORDER: Record<SortOption, { column: string; ascending: boolean }> = {
  recientes: { column: 'created_at', ascending: false },
  'precio-asc': { column: 'price_per_room', ascending: true },
  'precio-desc': { column: 'price_per_room', ascending: false },
  distancia: { column: 'distance_to_university_km', ascending: true },
};

/** Defined here rather than in types.ts, which imports the map's types: the build (in Node) and
 * the e2e suite read this file. */
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];

export const LIST_LOAD_ERROR = {
  title: 'Error al cargar alojamientos',
  description: 'No se pudieron obtener los datos. Inténtalo más tarde.',
} as const;
