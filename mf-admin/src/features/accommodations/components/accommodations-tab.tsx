import { formatEurosPerMonth, toast } from '@univida/shared-ui';
import { useState } from 'react';
import { useItemCities } from '../../../api/get-item-cities';
import type { Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { TableToolbar } from '../../../components/table-toolbar';
import { DELETED_TOAST } from '../../../constants';
import { useDeleteRow } from '../../../hooks/use-delete-row';
import { useTableParams } from '../../../hooks/use-table-params';
import {
  ACCOMMODATION_SORTS,
  useAccommodations,
  type AccommodationSort,
  type AdminAccommodation,
} from '../api/get-accommodations';
import { AccommodationEditDialog } from './accommodation-edit-dialog';

/** Alojamientos: search by name, city filter; name, owner ('N/A'), city, €/mes, edit, delete. */
export function AccommodationsTab() {
  const params = useTableParams(ACCOMMODATION_SORTS, { sort: 'created_at', ascending: false });
  const query = useAccommodations(params);
  const cities = useItemCities('accommodations');
  const [editing, setEditing] = useState<AdminAccommodation | null>(null);
  const remove = useDeleteRow('accommodations', {
    onSuccess: () => toast({ ...DELETED_TOAST, variant: 'success' }),
  });
  const busyId = remove.isPending ? remove.variables?.id : undefined;

  const columns: Column<AdminAccommodation, AccommodationSort>[] = [
    { header: 'Nombre', sortKey: 'name', cell: (row) => row.name },
    { header: 'Propietario', cell: (row) => row.owner?.full_name || 'N/A' },
    { header: 'Ciudad', sortKey: 'city', cell: (row) => row.city },
    {
      header: 'Precio',
      sortKey: 'price_per_room',
      cell: (row) => formatEurosPerMonth(row.price_per_room),
    },
    {
      header: 'Acciones',
      align: 'end',
      cell: (row) => (
        <RowActions
          name={row.name}
          busy={busyId === row.id}
          onEdit={() => setEditing(row)}
          onDelete={() => remove.mutate({ id: row.id })}
        />
      ),
    },
  ];

  return (
    <>
      <TableToolbar
        searchLabel="Buscar por nombre"
        search={params.search}
        onSearch={params.setSearch}
        cityFilter={{ cities, city: params.city, onCity: params.setCity }}
      />
      <PagedTable
        caption="Alojamientos"
        query={query}
        errorTitle="No se pudieron cargar los alojamientos"
        emptyTitle="No hay alojamientos que coincidan"
        columns={columns}
        rowKey={(row) => row.id}
        sort={{ key: params.sort, ascending: params.ascending, onSort: params.toggleSort }}
        page={params.page}
        onPage={params.setPage}
      />
      {editing && (
        <AccommodationEditDialog accommodation={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
