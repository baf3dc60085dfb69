import { Skeleton } from '@univida/shared-ui';
import { Suspense, lazy, type ComponentType } from 'react';
import type { LocationMapProps } from './location-map';
import type { ResultsMapProps } from './results-map';
import { loadMapTiles } from './tiles';

/** The map module and the tile config, fetched together the first time a map is rendered. */
const withTiles = <P,>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(() => Promise.all([load(), loadMapTiles()]).then(([module]) => module));

const ResultsMapView = withTiles(() => import('./results-map'));
const LocationMapView = withTiles(() => import('./location-map'));

/** Results with labelled markers, a card per chosen marker, 'Buscar en esta zona' (see ResultsMapProps). */
export function ResultsMap(props: ResultsMapProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? '480px'} />}>
      <ResultsMapView {...props} />
    </Suspense>
  );
}

/** One place on a small map, or a picker for one (see LocationMapProps). */
export function LocationMap(props: LocationMapProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? '240px'} />}>
      <LocationMapView {...props} />
    </Suspense>
  );
}
