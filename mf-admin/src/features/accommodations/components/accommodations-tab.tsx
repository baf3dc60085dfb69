import { formatEurosPerMonth } from '@univida/shared-ui';
import type { Column } from '../../../components/data-table';
import { PlaceTableTab } from '../../../components/place-table-tab';
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
  return (
    <PlaceTableTab
      table="accommodations"
      sorts={ACCOMMODATION_SORTS}
      useRows={useAccommodations}
      caption="Alojamientos"
      errorTitle="No se pudieron cargar los alojamientos"
      emptyTitle="No hay alojamientos que coincidan"
      columns={COLUMNS}
      editor={(row, onClose) => <AccommodationEditDialog accommodation={row} onClose={onClose} />}
    />
  );
}
