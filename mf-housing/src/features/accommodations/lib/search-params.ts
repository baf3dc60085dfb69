import type { MapBounds } from '@univida/shared-map';
import { COVERED_CITIES } from '@univida/shared-ui';
import { TYPE_LABELS } from '../../../constants';
import { DEFAULT_SORT, PRICE_SLIDER, ROOM_OPTIONS, SORT_OPTIONS } from '../constants';
import type { AccommodationFilters, AccommodationType, RoomOption, SortOption } from '../types';

/** The URL's names for each filter (Spanish, as users share them). */
export const PARAMS = {
  maxPrice: 'precio',
  rooms: 'habitaciones',
  city: 'ciudad',
  type: 'tipo',
  university: 'universidad',
  text: 'q',
  sort: 'orden',
  page: 'pagina',
  view: 'vista',
  area: 'zona',
} as const satisfies Record<keyof AccommodationFilters, string>;

export const DEFAULT_FILTERS: AccommodationFilters = {
  maxPrice: null,
  rooms: null,
  city: null,
  type: null,
  university: null,
  text: '',
  sort: DEFAULT_SORT,
  page: 1,
  view: 'lista',
  area: null,
};

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | null =>
  options.includes(value as T) ? (value as T) : null;

function readPrice(value: string | null): number | null {
  const price = Number(value);
  if (!value || !Number.isInteger(price)) return null;
  if (price < PRICE_SLIDER.min || price >= PRICE_SLIDER.max) return null;
  return price;
}

function readArea(value: string | null): MapBounds | null {
  const parts = (value ?? '').split(',').map(Number);
  if (parts.length !== 4 || !parts.every(Number.isFinite)) return null;
  const [south, west, north, east] = parts as [number, number, number, number];
  if (south > north || west > east || Math.abs(south) > 90 || Math.abs(north) > 90) return null;
  return { south, west, north, east };
}

/** Any URL reads as a search: unknown or broken values fall back to their default. */
export function readFilters(params: URLSearchParams): AccommodationFilters {
  const page = Number(params.get(PARAMS.page));
  return {
    maxPrice: readPrice(params.get(PARAMS.maxPrice)),
    rooms: oneOf<RoomOption>(ROOM_OPTIONS, params.get(PARAMS.rooms)),
    city: oneOf<string>(COVERED_CITIES, params.get(PARAMS.city)),
    type: oneOf(Object.keys(TYPE_LABELS) as AccommodationType[], params.get(PARAMS.type)),
    university: params.get(PARAMS.university) || null,
    text: (params.get(PARAMS.text) ?? '').trim(),
    sort:
      oneOf<SortOption>(
        SORT_OPTIONS.map((o) => o.value),
        params.get(PARAMS.sort),
      ) ?? DEFAULT_FILTERS.sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    view: params.get(PARAMS.view) === 'mapa' ? 'mapa' : 'lista',
    area: readArea(params.get(PARAMS.area)),
  };
}

/** ~1 m: enough for a map area, short enough for a shared link. */
const coordinate = (n: number) => String(Math.round(n * 1e5) / 1e5);

/** The URL of a search: defaults are left out, so the plain page has a plain URL. */
export function writeFilters(filters: AccommodationFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: keyof AccommodationFilters, value: string | number | null) => {
    if (value !== null && value !== '' && value !== DEFAULT_FILTERS[key])
      params.set(PARAMS[key], String(value));
  };
  set('maxPrice', filters.maxPrice);
  set('rooms', filters.rooms);
  set('city', filters.city);
  set('type', filters.type);
  set('university', filters.university);
  set('text', filters.text.trim());
  set('sort', filters.sort);
  set('page', filters.page);
  set('view', filters.view);
  if (filters.area) {
    const { south, west, north, east } = filters.area;
    params.set(PARAMS.area, [south, west, north, east].map(coordinate).join(','));
  }
  return params;
}

/** How many of the filters panel's choices narrow the search: said on its folded title. */
export const panelFilterCount = (f: AccommodationFilters) =>
  [
    f.maxPrice !== null,
    f.rooms !== null,
    f.city !== null,
    f.type !== null,
    f.university !== null,
    f.text !== '',
  ].filter(Boolean).length;

/** Whether anything narrows the search (not sort, page or view): for 'Borrar filtros'. */
export const hasNarrowingFilters = (f: AccommodationFilters) =>
  panelFilterCount(f) > 0 || f.area !== null;
