import { pastTheEndTotal } from '@univida/shared-query/paging';
import type { QueryLike } from '@univida/shared-ui';

/** One page of a table and how many rows match in all. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** A table's query: its page, and whether that is still the previous page while the next loads. */
export type PageQuery<Row> = QueryLike<Page<Row>> & { isPlaceholderData: boolean };

/**
 * A supabase-js answer read with `count: 'exact'` as a Page; throws its error, except PostgREST's
 * refusal of a page past the end, which is an empty page with the total PostgREST counted (the
 * table moves to its last page).
 */
export function toPage<Row>(result: {
  data: Row[] | null;
  count: number | null;
  error: (Error & { code?: string }) | null;
}): Page<Row> {
  const counted = pastTheEndTotal(result.error);
  if (counted !== undefined) return { rows: [], total: counted };
  if (result.error) throw result.error;
  return { rows: result.data ?? [], total: result.count ?? 0 };
}
