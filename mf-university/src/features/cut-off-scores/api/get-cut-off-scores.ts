import { queryOptions, useQuery } from '@univida/shared-query';
import { loadReader } from '@univida/shared-auth';
import { SCORES_FETCH_PAGE_SIZE, SCORES_LOAD_ERROR } from '../constants';
import { normalizeSearch } from '../lib/normalize-search';
import type { SearchableScore } from '../types';

const COLUMNS = 'id, career, university, city, score';

async function readPage(from: number, withCount: boolean) {
  const reader = await loadReader();
  return reader
    .from('cut_off_scores')
    .select(COLUMNS, withCount ? { count: 'exact' } : undefined)
    .order('score', { ascending: false })
    .order('id')
    .range(from, from + SCORES_FETCH_PAGE_SIZE - 1);
}

/**
 * Every cut-off score, highest first (SPEC §7), with its search key. The whole list is read once
 * — a few thousand short rows — so filtering needs no round trip per keystroke. The
 * first page says how many rows there are; the rest are read in parallel.
 */
export async function getCutOffScores(): Promise<SearchableScore[]> {
  const first = await readPage(0, true);
  if (first.error) throw first.error;
  const total = first.count ?? first.data.length;
  const offsets: number[] = [];
  for (let from = SCORES_FETCH_PAGE_SIZE; from < total; from += SCORES_FETCH_PAGE_SIZE)
    offsets.push(from);
  const rest = await Promise.all(offsets.map((from) => readPage(from, false)));
  const rows = [first, ...rest].flatMap((page) => {
    if (page.error) throw page.error;
    return page.data;
  });
  // numeric arrives as a JSON number from PostgREST, or as a string when configured to keep
  // precision: Number() reads both, so comparisons are numeric either way.
  return rows.map((row) => ({
    ...row,
    score: Number(row.score),
    searchKey: normalizeSearch(`${row.career} ${row.university}`),
  }));
}

export const getCutOffScoresQueryOptions = () =>
  queryOptions({
    queryKey: ['cut-off-scores'],
    queryFn: getCutOffScores,
    meta: { errorTitle: SCORES_LOAD_ERROR },
  });

export function useCutOffScores() {
  return useQuery(getCutOffScoresQueryOptions());
}
