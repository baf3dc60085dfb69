import { Badge, formatRating, leisureCategoryLabel } from '@univida/shared-ui';
import { useItemCities } from '../../../api/get-item-cities';
import type { Column } from '../../../components/data-table';
import { ItemTableTab } from '../../../components/item-table-tab';
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
      <Badge variant="secondary">{leisureCategoryLabel(row.category)}</Badge>
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
  return (
    <ItemTableTab
      table="leisure_spots"
      params={params}
      query={query}
      cities={cities}
      caption="Zonas de ocio"
      searchLabel="Buscar por nombre"
      errorTitle="No se pudieron cargar las zonas de ocio"
      emptyTitle="No hay zonas de ocio que coincidan"
      columns={COLUMNS}
      nameOf={(row) => row.name}
      editor={(row, onClose) => <LeisureSpotEditDialog spot={row} onClose={onClose} />}
    />
  );
}
