import { pageCount, usePageWithinList } from '@univida/shared-query/paging';
import { EmptyState, Pagination, QueryState, Skeleton } from '@univida/shared-ui';
import { PAGE_SIZE } from '../constants';
import type { PageQuery } from '../lib/table-page';
import { DataTable, type DataTableProps } from './data-table';

export interface PagedTableProps<Row, Sort extends string> extends Omit<
  DataTableProps<Row, Sort>,
  'rows'
> {
  query: PageQuery<Row>;
  errorTitle: string;
  emptyTitle: string;
  page: number;
  onPage: (page: number) => void;
}

/** A table tab's body: skeleton, error with 'Reintentar', empty state, or the rows and paging. */
export function PagedTable<Row, Sort extends string>({
  query,
  errorTitle,
  emptyTitle,
  page,
  onPage,
  ...table
}: PagedTableProps<Row, Sort>) {
  const loading = <Skeleton height="320px" />;
  const pastTheEnd = usePageWithinList({
    page,
    rows: query.data?.rows.length,
    total: query.data?.total ?? 0,
    pageSize: PAGE_SIZE,
    settled: !query.isPlaceholderData,
    setPage: onPage,
  });
  if (pastTheEnd) return loading;
  return (
    <QueryState
      query={query}
      errorTitle={errorTitle}
      loading={loading}
      isEmpty={(data) => data.total === 0}
      empty={
        // Where focus goes when an action takes the table's last row (use-row-focus).
        <div tabIndex={-1} data-table={table.caption}>
          <EmptyState title={emptyTitle} headingLevel={2} />
        </div>
      }
    >
      {(data) => (
        <>
          <DataTable {...table} rows={data.rows} />
          <Pagination
            page={page}
            pageCount={pageCount(data.total, PAGE_SIZE)}
            onPageChange={onPage}
            summary={
              data.total === 1 ? '1 resultado' : `${data.total.toLocaleString('es-ES')} resultados`
            }
          />
        </>
      )}
    </QueryState>
  );
}
