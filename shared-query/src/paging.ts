import { useEffect, useRef } from 'react';

/** The first and last row index (inclusive, as supabase-js's range() takes them) of a 1-based page. */
export function pageRange(page: number, pageSize: number): [from: number, to: number] {
  const from = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return [from, from + pageSize - 1];
}

/** How many pages `total` rows make (at least one, so "Página 1 de 1" reads right when empty). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

type PostgrestError = { code?: string; details?: string | null } | null | undefined;

/** PostgREST's refusal (416) of a range that starts past the rows it counted: nothing on that page. */
export const isPastTheEnd = (error: PostgrestError) => error?.code === 'PGRST103';

/**
 * The rows PostgREST counted when it refused a range past them, or undefined for any other answer.
 * supabase-js drops the 416's Content-Range, but PostgREST's details say it: 'An offset of 40 was
 * requested, but there are only 14 rows.' (0 when they do not), so the list can open its last page.
 */
export function pastTheEndTotal(error: PostgrestError): number | undefined {
  if (!isPastTheEnd(error)) return undefined;
  const counted = /only (\d+) rows/.exec(error?.details ?? '');
  return counted ? Number(counted[1]) : 0;
}

/**
 * One page of a list read through an RPC that returns the list's total on every row (`totalOf`).
 * An empty page past the first says nothing of the total, so the RPC's first row is read once more
 * for it: an old link then opens the list's last page rather than its first.
 */
export async function rpcPage<Row>(
  page: number,
  pageSize: number,
  read: (limit: number, offset: number) => Promise<Row[]>,
  totalOf: (row: Row) => number,
): Promise<{ rows: Row[]; total: number }> {
  const [offset] = pageRange(page, pageSize);
  const rows = await read(pageSize, offset);
  // A failed second read only costs the move to the last page: the list then opens its first.
  const first = rows[0] ?? (offset > 0 ? (await read(1, 0).catch(() => []))[0] : undefined);
  return { rows, total: first === undefined ? 0 : totalOf(first) };
}

export interface PageWithinListOptions {
  page: number;
  /** Rows on the page shown; undefined while nothing has loaded. */
  rows: number | undefined;
  /** Rows in the whole list, when the answer says (0 when it does not). */
  total: number;
  pageSize: number;
  /** False while the rows shown are a previous page's, kept on screen as the next one loads. */
  settled: boolean;
  /** Should replace the history entry: the page asked for was never a page. */
  setPage: (page: number) => void;
}

/**
 * A page with no rows that is not the first (an old or edited link, a list that shrank under it)
 * gives way to the list's last page, or to the first when the total says nothing more. Returns
 * true meanwhile, so the list draws its loading state rather than 'no results' or an error.
 */
export function usePageWithinList({
  page,
  rows,
  total,
  pageSize,
  settled,
  setPage,
}: PageWithinListOptions): boolean {
  const pastTheEnd = page > 1 && rows === 0;
  const lastPage = pageCount(total, pageSize);
  // A total that still reaches this page (an estimate) cannot say where the end is.
  const target = lastPage < page ? lastPage : 1;
  // The latest setPage, so a caller's unmemoised callback does not re-run the move every render.
  const latestSetPage = useRef(setPage);
  useEffect(() => {
    latestSetPage.current = setPage;
  });
  useEffect(() => {
    if (pastTheEnd && settled) latestSetPage.current(target);
  }, [pastTheEnd, settled, target]);
  return pastTheEnd;
}
