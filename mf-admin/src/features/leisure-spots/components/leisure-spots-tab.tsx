import { Badge, formatRating, toast } from '@univida/shared-ui';
import { useState } from 'react';
import { useItemCities } from '../../../api/get-item-cities';
import type { Column } from '../../../components/data-table';
import { ManagedTable } from '../../../components/managed-table';
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

const COLUMNS: Column<AdminLeisureSpot, SpotSort>[] = [
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
];

/** Zonas de ocio: search by name, city filter; name, category, city, rating and count. */
export function LeisureSpotsTab() {
  const params = useTableParams(SPOT_SORTS, { sort: 'created_at', ascending: false });
  const query = useLeisureSpots(params);
  const cities = useItemCities('leisure_spots');
  const [editing, setEditing] = useState<AdminLeisureSpot | null>(null);
  const remove = useDeleteRow('leisure_spots', {
    onSuccess: () => toast({ ...DELETED_TOAST, variant: 'success' }),
  });

  return (
    <>
      <ManagedTable
        params={params}
        query={query}
        caption="Zonas de ocio"
        searchLabel="Buscar por nombre"
        errorTitle="No se pudieron cargar las zonas de ocio"
        emptyTitle="No hay zonas de ocio que coincidan"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        cities={cities}
        actions={{
          nameOf: (row) => row.name,
          busyId: remove.isPending ? remove.variables?.id : undefined,
          onEdit: setEditing,
          onDelete: (row) => remove.mutate({ id: row.id }),
        }}
      />
      {editing && <LeisureSpotEditDialog spot={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
