import { pageCount, usePageWithinList } from '@univida/shared-query/paging';
import { Link } from '@univida/shared-router';
import { Button, EmptyState, Pagination, QueryState, Skeleton, Spinner } from '@univida/shared-ui';
import { SearchX } from 'lucide-react';
import styled from 'styled-components';
import { housingRoutes } from '../../../routes';
import { useAccommodations } from '../api/get-accommodations';
import { FIRST_ROW, LISTING_SKELETONS, LIST_LOAD_ERROR, PAGE_SIZE } from '../constants';
import { hasNarrowingFilters, writeFilters } from '../lib/search-params';
import type { AccommodationFilters } from '../types';
import { AccommodationCard } from './accommodation-card';
import { ResultsMapPanel } from './results-map-panel';
import { ResultsToolbar } from './results-toolbar';

interface AccommodationResultsProps {
  filters: AccommodationFilters;
  onChange: (patch: Partial<AccommodationFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

const skeleton = (
  <div aria-busy="true">
    <Spinner label="Cargando alojamientos…" />
    <Grid aria-hidden>
      {Array.from({ length: LISTING_SKELETONS }, (_, i) => (
        <Skeleton key={i} height={340} />
      ))}
    </Grid>
  </div>
);

/** The count, sort and view switch, then the map (in map view) and the page of cards. */
export function AccommodationResults({ filters, onChange, onClear }: AccommodationResultsProps) {
  const results = useAccommodations(filters);
  const total = results.data?.total ?? null;
  const hrefFor = (page: number) =>
    `${housingRoutes.paths.list()}?${writeFilters({ ...filters, page })}`;
  // A page past the end (an estimate's page count, an old link): on to the real last page.
  const pastTheEnd = usePageWithinList({
    page: filters.page,
    rows: results.data?.rows.length,
    total: total ?? 0,
    pageSize: PAGE_SIZE,
    settled: !results.isPlaceholderData,
    setPage: (page) => onChange({ page }, { replace: true }),
  });

  return (
    <section aria-label="Alojamientos">
      <ResultsToolbar
        filters={filters}
        total={total}
        approximate={results.data?.approximate ?? false}
        busy={results.isFetching}
        onChange={onChange}
      />
      {filters.view === 'mapa' && (
        <MapArea>
          <ResultsMapPanel filters={filters} onChange={onChange} />
          {filters.area && (
            <Button type="button" variant="link" onClick={() => onChange({ area: null })}>
              Quitar la zona del mapa
            </Button>
          )}
        </MapArea>
      )}
      <QueryState
        query={results}
        loading={skeleton}
        errorTitle={LIST_LOAD_ERROR.title}
        errorDescription={LIST_LOAD_ERROR.description}
        isEmpty={(page) => page.total === 0}
        empty={
          <EmptyState
            icon={<SearchX />}
            title="No hay alojamientos con estos filtros"
            description="Prueba con otro precio, ciudad o zona del mapa."
            action={
              hasNarrowingFilters(filters) ? (
                <Button type="button" onClick={onClear}>
                  Borrar filtros
                </Button>
              ) : undefined
            }
          />
        }
      >
        {(page) =>
          pastTheEnd ? (
            skeleton
          ) : (
            <>
              <Grid aria-busy={results.isPlaceholderData}>
                {page.rows.map((listing, index) => (
                  <AccommodationCard
                    key={listing.id}
                    listing={listing}
                    priority={index < FIRST_ROW}
                  />
                ))}
              </Grid>
              <Pagination
                page={filters.page}
                pageCount={pageCount(page.total, PAGE_SIZE)}
                hrefFor={hrefFor}
                linkAs={Link}
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}

const MapArea = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  & > :first-child {
    justify-self: stretch;
  }
`;
