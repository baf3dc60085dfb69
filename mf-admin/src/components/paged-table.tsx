import { EmptyState, Pagination, QueryState, Skeleton, type QueryLike } from '@univida/shared-ui';
import { PAGE_SIZE } from '../constants';
import type { Page } from '../lib/table-page';
import { DataTable, type DataTableProps } from './data-table';

export interface PagedTableProps<Row, Sort extends string> extends Omit<
  DataTableProps<Row, Sort>,
  'rows'
> {
  query: QueryLike<Page<Row>>;
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
  return (
    <QueryState
      query={query}
      errorTitle={errorTitle}
      loading={<Skeleton height="320px" />}
      isEmpty={(data) => data.total === 0}
      empty={<EmptyState title={emptyTitle} headingLevel={3} />}
    >
      {(data) => (
        <>
          <DataTable {...table} rows={data.rows} />
          <Pagination
            page={page}
            pageCount={Math.ceil(data.total / PAGE_SIZE)}
            onPageChange={onPage}
            summary={data.total === 1 ? '1 resultado' : `${data.total.toLocaleString('es-ES')} resultados`}
          />
        </>
      )}
    </QueryState>
  );
}
