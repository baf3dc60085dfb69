import { formatEurosPerMonth, toast } from '@univida/shared-ui';
import { useState } from 'react';
import { useItemCities } from '../../../api/get-item-cities';
import type { Column } from '../../../components/data-table';
import { ManagedTable } from '../../../components/managed-table';
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

const COLUMNS: Column<AdminAccommodation, AccommodationSort>[] = [
  { header: 'Nombre', sortKey: 'name', cell: (row) => row.name },
  { header: 'Propietario', cell: (row) => row.owner?.full_name || 'N/A' },
  { header: 'Ciudad', sortKey: 'city', cell: (row) => row.city },
  {
    header: 'Precio',
    sortKey: 'price_per_room',
    cell: (row) => formatEurosPerMonth(row.price_per_room),
  },
];

/** Alojamientos: search by name, city filter; name, owner ('N/A'), city, €/mes, edit, delete. */
export function AccommodationsTab() {
  const params = useTableParams(ACCOMMODATION_SORTS, { sort: 'created_at', ascending: false });
  const query = useAccommodations(params);
  const cities = useItemCities('accommodations');
  const [editing, setEditing] = useState<AdminAccommodation | null>(null);
  const remove = useDeleteRow('accommodations', {
    onSuccess: () => toast({ ...DELETED_TOAST, variant: 'success' }),
  });

  return (
    <>
      <ManagedTable
        params={params}
        query={query}
        caption="Alojamientos"
        searchLabel="Buscar por nombre"
        errorTitle="No se pudieron cargar los alojamientos"
        emptyTitle="No hay alojamientos que coincidan"
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
      {editing && (
        <AccommodationEditDialog accommodation={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
