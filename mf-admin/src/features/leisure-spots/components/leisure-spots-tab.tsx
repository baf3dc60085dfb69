import { Badge, formatRating, toast } from '@univida/shared-ui';
import { useState } from 'react';
import { useItemCities } from '../../../api/get-item-cities';
import type { Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { TableToolbar } from '../../../components/table-toolbar';
import { DELETED_TOAST, LEISURE_CATEGORY_LABELS } from '../../../constants';
import { useDeleteRow } from '../../../hooks/use-delete-row';
import { useTableParams } from '../../../hooks/use-table-params';
import {
  SPOT_SORTS,
  useLeisureSpots,
  type AdminLeisureSpot,
  type SpotSort,
} from '../api/get-leisure-spots';
import { LeisureSpotEditDialog } from './leisure-spot-edit-dialog';

/** Zonas de ocio: search by name, city filter; name, category, city, rating and count. */
export function LeisureSpotsTab() {
  const params = useTableParams(SPOT_SORTS, { sort: 'created_at', ascending: false });
  const query = useLeisureSpots(params);
  const cities = useItemCities('leisure_spots');
  const [editing, setEditing] = useState<AdminLeisureSpot | null>(null);
  const remove = useDeleteRow('leisure_spots', {
    onSuccess: () => toast({ ...DELETED_TOAST, variant: 'success' }),
  });
  const busyId = remove.isPending ? remove.variables?.id : undefined;

  const columns: Column<AdminLeisureSpot, SpotSort>[] = [
    { header: 'Nombre', sortKey: 'name', cell: (row) => row.name },
    {
      header: 'Categoría',
      sortKey: 'category',
      cell: (row) => (
        <Badge variant="secondary">{LEISURE_CATEGORY_LABELS[row.category] ?? row.category}</Badge>
      ),
    },
    { header: 'Ciudad', sortKey: 'city', cell: (row) => row.city },
    {
      header: 'Valoración',
      sortKey: 'avg_rating',
      cell: (row) => `${formatRating(row.avg_rating)} (${row.rating_count})`,
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
        caption="Zonas de ocio"
        query={query}
        errorTitle="No se pudieron cargar las zonas de ocio"
        emptyTitle="No hay zonas de ocio que coincidan"
        columns={columns}
        rowKey={(row) => row.id}
        sort={{ key: params.sort, ascending: params.ascending, onSort: params.toggleSort }}
        page={params.page}
        onPage={params.setPage}
      />
      {editing && <LeisureSpotEditDialog spot={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
