import { useLocation } from 'react-router';

/**
 * What a list's links hand the page they open: the list's own URL, its filters, sort and page
 * included. Kept in the history entry, not the URL, so the detail's address (and the reads it
 * starts early) stays the same.
 */
export function useListLinkState(): { backTo: string } {
  const { pathname, search } = useLocation();
  return { backTo: pathname + search };
}

/**
 * Where a detail page's 'Volver a …' link leads: the list it was opened from, as the student left
 * it, or the list itself when the page was reached another way (a shared link, a reload elsewhere).
 */
export function useBackTo(list: string): string {
  const state: unknown = useLocation().state;
  const backTo = typeof state === 'object' && state !== null ? (state as { backTo?: unknown }).backTo : undefined;
  return typeof backTo === 'string' && backTo.split('?')[0] === list ? backTo : list;
}
