import { ResultsMap } from '@univida/shared-map';
import { formatRating, formatRatingSummary, leisureCategoryLabel } from '@univida/shared-ui';
import { Link, useListLinkState } from '@univida/shared-router';
import { socialRoutes } from '../../../routes';
import type { SpotSummary } from '../api/get-leisure-spots';

/** The page's spots on the site's map (shared-map, loaded with the first map), rating on each marker. */
export function SpotsMap({ spots, fitKey }: { spots: SpotSummary[]; fitKey: string }) {
  const located = spots.filter((spot) => spot.latitude !== null && spot.longitude !== null);
  const byId = new Map(located.map((spot) => [spot.id, spot]));
  // Its 'Volver a zonas de ocio' comes back to this map, with the search, as from the list.
  const listState = useListLinkState();
  return (
    <ResultsMap
      label="Mapa de zonas de ocio"
      groupName={(count) => `${count} lugares`}
      fitKey={fitKey}
      markers={located.map((spot) => ({
        id: spot.id,
        latitude: spot.latitude!,
        longitude: spot.longitude!,
        label: spot.rating_count === 0 ? 'Nuevo' : `${formatRating(spot.avg_rating)} ★`,
        title: spot.name,
      }))}
      renderCard={(id) => {
        const spot = byId.get(id);
        return (
          spot && (
            <p>
              <Link to={socialRoutes.paths.leisureZone({ id })} state={listState}>
                {spot.name}
              </Link>
              <br />
              {leisureCategoryLabel(spot.category)} · {spot.city} ·{' '}
              {formatRatingSummary(spot.avg_rating, spot.rating_count)}
            </p>
          )
        );
      }}
    />
  );
}
