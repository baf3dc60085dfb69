/** One page of a table and how many rows match in all. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** A supabase-js answer read with `count: 'exact'` as a Page; throws its error. */
export function toPage<Row>(result: {
  data: Row[] | null;
  count: number | null;
  error: Error | null;
}): Page<Row> {
  if (result.error) throw result.error;
  return { rows: result.data ?? [], total: result.count ?? 0 };
}
