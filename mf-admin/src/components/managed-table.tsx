import type { ReactNode } from 'react';
import type { TableParams } from '../hooks/use-table-params';
import type { PageQuery } from '../lib/table-page';
import type { Column } from './data-table';
import { PagedTable } from './paged-table';
import { RowActions } from './row-actions';
import { TableToolbar } from './table-toolbar';

export interface ManagedTableProps<Row, Sort extends string> {
  params: TableParams<Sort> & {
    setSearch: (search: string) => void;
    setCity: (city: string) => void;
    toggleSort: (key: Sort) => void;
    setPage: (page: number) => void;
  };
  query: PageQuery<Row>;
  caption: string;
  searchLabel: string;
  errorTitle: string;
  emptyTitle: string;
  columns: readonly Column<Row, Sort>[];
  rowKey: (row: Row) => string;
  /** Adds the city filter with these options. */
  cities?: readonly string[];
  /** Extra toolbar controls (the 'Crear' menu). */
  toolbar?: ReactNode;
  /** Editar / Eliminar for each row, named after the item. */
  actions: {
    nameOf: (row: Row) => string;
    busyId: string | undefined;
    onEdit: (row: Row) => void;
    onDelete: (row: Row) => void;
  };
}

/**
 * A table tab that manages rows: search (and city filter) above, the rows sorted and paged in the
 * database, and an Acciones column with edit and a confirmed delete.
 */
export function ManagedTable<Row, Sort extends string>({
  params,
  query,
  caption,
  searchLabel,
  errorTitle,
  emptyTitle,
  columns,
  rowKey,
  cities,
  toolbar,
  actions,
}: ManagedTableProps<Row, Sort>) {
  const withActions: Column<Row, Sort>[] = [
    ...columns,
    {
      header: 'Acciones',
      align: 'end',
      pinned: true,
      cell: (row) => (
        <RowActions
          name={actions.nameOf(row)}
          busy={actions.busyId === rowKey(row)}
          onEdit={() => actions.onEdit(row)}
          onDelete={() => actions.onDelete(row)}
        />
      ),
    },
  ];
  return (
    <>
      <TableToolbar
        searchLabel={searchLabel}
        search={params.search}
        onSearch={params.setSearch}
        cityFilter={cities && { cities, city: params.city, onCity: params.setCity }}
      >
        {toolbar}
      </TableToolbar>
      <PagedTable
        caption={caption}
        query={query}
        errorTitle={errorTitle}
        emptyTitle={emptyTitle}
        columns={withActions}
        rowKey={rowKey}
        sort={{ key: params.sort, ascending: params.ascending, onSort: params.toggleSort }}
        page={params.page}
        onPage={params.setPage}
      />
    </>
  );
}
