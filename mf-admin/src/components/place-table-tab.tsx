import { useItemCities, type ItemTable } from '../api/get-item-cities';
import { useTableParams, type TableParams } from '../hooks/use-table-params';
import type { PageQuery } from '../lib/table-page';
import { ItemTableTab, type ItemTableTabProps } from './item-table-tab';

export interface PlaceTableTabProps<
  Row extends { id: string; name: string },
  Sort extends string,
> extends Omit<
  ItemTableTabProps<Row, Sort>,
  'table' | 'params' | 'query' | 'cities' | 'searchLabel' | 'nameOf'
> {
  table: ItemTable;
  /** The columns it may be sorted by (from ?orden=); 'created_at' among them. */
  sorts: readonly Sort[];
  /** The page of rows for the search, city, sort and page in the URL. */
  useRows: (params: TableParams<Sort>) => PageQuery<Row>;
}

/**
 * The tab of a table of places (alojamientos, zonas de ocio): newest first, searched by name,
 * filtered by the table's cities, each row named by its name in its buttons.
 */
export function PlaceTableTab<Row extends { id: string; name: string }, Sort extends string>({
  table,
  sorts,
  useRows,
  ...tab
}: PlaceTableTabProps<Row, Sort> & ('created_at' extends Sort ? unknown : never)) {
  const params = useTableParams(sorts, { sort: 'created_at' as Sort, ascending: false });
  const query = useRows(params);
  const cities = useItemCities(table);
  return (
    <ItemTableTab
      {...tab}
      table={table}
      params={params}
      query={query}
      cities={cities}
      searchLabel="Buscar por nombre"
      nameOf={(row) => row.name}
    />
  );
}
