import { Button, EmptyState, Pagination, QueryState, Skeleton, Spinner } from '@univida/shared-ui';
import { pageCount, usePageWithinList } from '@univida/shared-query/paging';
import { SearchX } from 'lucide-react';
import { ButtonRow, CardGrid } from '../../../components/page-layout';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { useLeisureCities } from '../api/get-leisure-cities';
import { useLeisureSpots, useSpotMarkers } from '../api/get-leisure-spots';
import {
  LEISURE_FILTER_KEYS,
  SPOTS_LOAD_ERROR,
  SPOTS_PAGE_SIZE,
  VIEW_KEYS,
  VIEW_MAP,
} from '../constants';
import { SpotCard } from './spot-card';
import { SpotFilters } from './spot-filters';
import { SpotsMap } from './spots-map';

const SKELETON_CARDS = 6;
/** The cards of the grid's first row at its widest (three columns): their images load at once. */
const FIRST_ROW = 3;

const skeleton = (
  <CardGrid aria-busy="true">
    <Spinner label="Cargando zonas de ocio…" />
    {Array.from({ length: SKELETON_CARDS }, (_, index) => (
      <li key={index}>
        <Skeleton height={280} />
      </li>
    ))}
  </CardGrid>
);

/** Leisure spots with their filters (in the URL) and pager. */
export function SpotList() {
  const { values, page, setFilters, setPage } = useUrlFilters(LEISURE_FILTER_KEYS);
  const view = useUrlFilters(VIEW_KEYS);
  const onMap = view.values.vista === VIEW_MAP;
  const spots = useLeisureSpots(values, page);
  const pastTheEnd = usePageWithinList({
    page,
    rows: spots.data?.spots.length,
    total: spots.data?.total ?? 0,
    pageSize: SPOTS_PAGE_SIZE,
    settled: !spots.isPlaceholderData,
    setPage,
  });
  // The map shows the whole search at once, not the list's page of it.
  const markers = useSpotMarkers(values, onMap);
  const cities = useLeisureCities();

  return (
    <>
      <SpotFilters filters={values} cities={cities.data ?? []} onChange={setFilters} />
      <ButtonRow role="group" aria-label="Vista">
        {[
          ['', 'Lista'],
          [VIEW_MAP, 'Mapa'],
        ].map(([value, label]) => (
          <Button
            key={label}
            size="sm"
            variant={view.values.vista === value ? 'primary' : 'outline'}
            aria-pressed={view.values.vista === value}
            // The view is not a filter: the page stays.
            onClick={() => view.setFilters({ vista: value }, { keepPage: true })}
          >
            {label}
          </Button>
        ))}
      </ButtonRow>
      <QueryState
        query={spots}
        loading={skeleton}
        errorTitle={SPOTS_LOAD_ERROR}
        isEmpty={(data) => data.spots.length === 0 && !pastTheEnd}
        empty={
          <EmptyState
            icon={<SearchX />}
            title="No hay zonas de ocio con esos filtros"
            description="Prueba con otra búsqueda, categoría o ciudad."
          />
        }
      >
        {(data) =>
          pastTheEnd ? (
            skeleton
          ) : (
            <>
              <p aria-live="polite">
                {data.total === 1 ? '1 zona de ocio' : `${data.total} zonas de ocio`}
              </p>
              {onMap ? (
                <SpotsMap spots={markers.data ?? []} fitKey={JSON.stringify(values)} />
              ) : (
                <CardGrid aria-label="Zonas de ocio">
                  {data.spots.map((spot, index) => (
                    <SpotCard key={spot.id} spot={spot} priority={index < FIRST_ROW} />
                  ))}
                </CardGrid>
              )}
              {!onMap && (
                <Pagination
                  label="Páginas de zonas de ocio"
                  page={page}
                  pageCount={pageCount(data.total, SPOTS_PAGE_SIZE)}
                  onPageChange={setPage}
                />
              )}
            </>
          )
        }
      </QueryState>
    </>
  );
}
