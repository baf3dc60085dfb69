import { Skeleton } from '@univida/shared-ui';
import { Suspense, lazy, type ComponentType } from 'react';
import type { LocationMapProps } from './location-map';
import type { ResultsMapProps } from './results-map';
import { useShownOnScreen } from './shown-on-screen';
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

/**
 * One place on a small map, or a picker for one (see LocationMapProps). A map that only shows a
 * place is below a page's main content (a listing's or a spot's photos and facts): its code and
 * tiles (~50 KiB and four tiles) wait until it shows on the screen, so on a phone they do not
 * compete with the photo a visitor came for.
 * A picker belongs to the form being filled in and loads at once.
 */
export function LocationMap(props: LocationMapProps) {
  const [ref, shown] = useShownOnScreen<HTMLDivElement>();
  const placeholder = <Skeleton height={props.height ?? '240px'} />;
  if (!props.onPick && !shown) return <div ref={ref}>{placeholder}</div>;
  return (
    <Suspense fallback={placeholder}>
      <LocationMapView {...props} />
    </Suspense>
  );
}
