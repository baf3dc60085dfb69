import { formatEuros } from '@univida/shared-ui';
import { ResultsMap } from '@univida/shared-map';
import { useAccommodationMarkers } from '../api/get-accommodation-markers';
import { MAP_MARKER_LIMIT } from '../constants';
import { writeFilters } from '../lib/search-params';
import type { AccommodationFilters } from '../types';
import { AccommodationCard } from './accommodation-card';

interface ResultsMapPanelProps {
  filters: AccommodationFilters;
  onChange: (patch: Partial<AccommodationFilters>) => void;
}

/**
 * The search on a map: a price marker per result (up to MAP_MARKER_LIMIT), its card on click, and
 * 'Buscar en esta zona' narrowing the search (list and count too) to the visible area.
 */
export function ResultsMapPanel({ filters, onChange }: ResultsMapPanelProps) {
  const markers = useAccommodationMarkers(filters);
  const rows = markers.data ?? [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A new search (not a new area) refits the map to its results.
  const fitKey = writeFilters({ ...filters, area: null, page: 1, view: 'lista' }).toString();
  return (
    <>
      <ResultsMap
        label="Mapa de alojamientos"
        groupName={(count) => `${count} alojamientos`}
        markers={rows.flatMap((row) =>
          row.latitude === null || row.longitude === null
            ? []
            : [
                {
                  id: row.id,
                  latitude: row.latitude,
                  longitude: row.longitude,
                  label: formatEuros(row.price_per_room),
                  title: row.name,
                },
              ],
        )}
        renderCard={(id) => {
          const listing = byId.get(id);
          return listing ? <AccommodationCard listing={listing} compact /> : null;
        }}
        onSearchArea={(area) => onChange({ area, view: 'mapa' })}
        fitKey={fitKey}
        height="min(60vh, 520px)"
      />
      {rows.length >= MAP_MARKER_LIMIT && (
        <p>
          El mapa muestra los {MAP_MARKER_LIMIT} primeros resultados: acércate y pulsa «Buscar en
          esta zona» para ver el resto.
        </p>
      )}
    </>
  );
}
