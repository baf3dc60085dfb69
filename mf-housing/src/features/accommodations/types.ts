import type { Tables } from '@univida/shared-auth';
import type { MapBounds } from '@univida/shared-map';
import type { AccommodationType } from '../../types';
import type { ROOM_OPTIONS, SortOption } from './constants';

export type { AccommodationType };

export type RoomOption = (typeof ROOM_OPTIONS)[number];
export type { SortOption };
export type ListView = 'lista' | 'mapa';

/** The search as the URL holds it: every field has a default, so any URL reads as a search. */
export interface AccommodationFilters {
  /** Highest price per room; null: any. */
  maxPrice: number | null;
  rooms: RoomOption | null;
  city: string | null;
  type: AccommodationType | null;
  university: string | null;
  /** Free text over name and address. */
  text: string;
  sort: SortOption;
  /** 1-based. */
  page: number;
  view: ListView;
  /** 'Buscar en esta zona': only listings inside this box. */
  area: MapBounds | null;
}

/** What a card shows. */
export type AccommodationSummary = Pick<
  Tables<'accommodations'>,
  | 'id'
  | 'name'
  | 'address'
  | 'city'
  | 'accommodation_type'
  | 'price_per_room'
  | 'total_rooms'
  | 'available_rooms'
  | 'square_meters'
  | 'distance_to_university_km'
  | 'closest_university'
  | 'image_urls'
  | 'latitude'
  | 'longitude'
>;
