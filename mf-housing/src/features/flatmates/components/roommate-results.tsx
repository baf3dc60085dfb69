import { pageCount, usePageWithinList } from '@univida/shared-query/paging';
import { Button, EmptyState, Pagination, QueryState, Skeleton } from '@univida/shared-ui';
import { Users } from 'lucide-react';
import styled from 'styled-components';
import { CardGrid } from '../../../components/page-layout';
import { useSearchRoommates } from '../api/search-roommates';
import { LIST_LOAD_ERROR, PAGE_SIZE } from '../constants';
import { hasActiveFilters, type RoommateFilters } from '../lib/roommate-filters';
import { RoommateCard } from './roommate-card';

const SKELETONS = 6;

export interface RoommateResultsProps {
  filters: RoommateFilters;
  viewerId: string | null;
  onChange(filters: RoommateFilters): void;
}

/** One page of flatmates, its count and paging; an empty state that offers to widen the filters. */
export function RoommateResults({ filters, viewerId, onChange }: RoommateResultsProps) {
  const query = useSearchRoommates(filters, viewerId);
  const filtered = hasActiveFilters(filters);
  const pastTheEnd = usePageWithinList({
    page: filters.page,
    rows: query.data?.roommates.length,
    total: query.data?.total ?? 0,
    pageSize: PAGE_SIZE,
    settled: !query.isPlaceholderData,
    setPage: (page) => onChange({ ...filters, page }),
  });
  const loading = (
    <CardGrid aria-label="Cargando compañeros">
      {Array.from({ length: SKELETONS }, (_, i) => (
        <Skeleton key={i} height={220} />
      ))}
    </CardGrid>
  );
  if (pastTheEnd) return loading;
  return (
    <QueryState
      query={query}
      errorTitle={LIST_LOAD_ERROR}
      loading={loading}
      isEmpty={(page) => page.roommates.length === 0}
      empty={
        <EmptyState
          icon={<Users />}
          title="No hay compañeros con estos filtros"
          description={
            filtered
              ? 'Prueba a ampliar los filtros para ver a más gente.'
              : 'Todavía nadie busca compañero de piso.'
          }
          action={
            filtered ? (
              <Button onClick={() => onChange({ hobbies: [], perfect: false, page: 1 })}>
                Ampliar filtros
              </Button>
            ) : undefined
          }
        />
      }
    >
      {({ roommates, total }) => {
        return (
          <>
            <Count role="status">{total === 1 ? '1 compañero' : `${total} compañeros`}</Count>
            <CardGrid as="ul" aria-label="Compañeros">
              {roommates.map((roommate) => (
                <li key={roommate.id}>
                  <RoommateCard roommate={roommate} />
                </li>
              ))}
            </CardGrid>
            <Pagination
              label="Páginas de compañeros"
              page={filters.page}
              pageCount={pageCount(total, PAGE_SIZE)}
              onPageChange={(page) => onChange({ ...filters, page })}
            />
          </>
        );
      }}
    </QueryState>
  );
}

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;
