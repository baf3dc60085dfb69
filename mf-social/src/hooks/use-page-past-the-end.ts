import { useEffect } from 'react';

/**
 * A list's page with nothing on it while it is not the first (an old or edited link, a list that
 * shrank) gives way to the first page, in place of the same history entry. Returns whether the
 * page shown is such a page, so the list draws its loading state meanwhile, not 'no results'.
 */
export function usePagePastTheEnd(
  page: number,
  rows: number | undefined,
  settled: boolean,
  setPage: (page: number) => void,
): boolean {
  const pastTheEnd = page > 1 && rows === 0;
  useEffect(() => {
    if (pastTheEnd && settled) setPage(1);
  }, [pastTheEnd, settled, setPage]);
  return pastTheEnd;
}
