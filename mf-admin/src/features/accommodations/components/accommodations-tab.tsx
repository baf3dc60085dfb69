import { formatEurosPerMonth } from '@univida/shared-ui';
import { useItemCities } from '../../../api/get-item-cities';
import type { Column } from '../../../components/data-table';
import { ItemTableTab } from '../../../components/item-table-tab';
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
  return (
    <ItemTableTab
      table="accommodations"
      params={params}
      query={query}
      cities={cities}
      caption="Alojamientos"
      searchLabel="Buscar por nombre"
      errorTitle="No se pudieron cargar los alojamientos"
      emptyTitle="No hay alojamientos que coincidan"
      columns={COLUMNS}
      nameOf={(row) => row.name}
      editor={(row, onClose) => <AccommodationEditDialog accommodation={row} onClose={onClose} />}
    />
  );
}
