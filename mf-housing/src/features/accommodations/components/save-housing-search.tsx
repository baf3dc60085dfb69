import { SaveSearchButton } from '@univida/shared-journey';
import { writeFilters } from '../lib/search-params';
import type { AccommodationFilters } from '../types';

/** 'Guardar búsqueda' for /alojamiento: the URL's filters, and those the database counts by. */
export function SaveHousingSearch({ filters }: { filters: AccommodationFilters }) {
  const { city, university, type, maxPrice, rooms, text, area } = filters;
  const where = university ?? city;
  return (
    <SaveSearchButton
      kind="accommodations"
      // Opened again from its first page, as a list.
      query={writeFilters({ ...filters, page: 1, view: 'lista' }).toString()}
      filters={{
        city: city ?? undefined,
        university: university ?? undefined,
        type: type ?? undefined,
        maxPrice: maxPrice ?? undefined,
        rooms: rooms ?? undefined,
        text: text.trim() || undefined,
        area: area ?? undefined,
      }}
      suggestedName={where ? `Alojamiento en ${where}` : 'Alojamiento'}
    />
  );
}
