import { Badge, formatRatingSummary, leisureCategoryLabel } from '@univida/shared-ui';
import type { Column } from '../../../components/data-table';
import { PlaceTableTab } from '../../../components/place-table-tab';
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
    cell: (row) => <Badge variant="secondary">{leisureCategoryLabel(row.category)}</Badge>,
  },
  { header: 'Ciudad', sortKey: 'city', cell: (row) => row.city },
  {
    header: 'Valoración',
    sortKey: 'avg_rating',
    cell: (row) => formatRatingSummary(row.avg_rating, row.rating_count),
  },
];

/** Zonas de ocio: search by name, city filter; name, category, city, rating and count. */
export function LeisureSpotsTab() {
  return (
    <PlaceTableTab
      table="leisure_spots"
      sorts={SPOT_SORTS}
      useRows={useLeisureSpots}
      caption="Zonas de ocio"
      errorTitle="No se pudieron cargar las zonas de ocio"
      emptyTitle="No hay zonas de ocio que coincidan"
      columns={COLUMNS}
      editor={(row, onClose) => <LeisureSpotEditDialog spot={row} onClose={onClose} />}
    />
  );
}
