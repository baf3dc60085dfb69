import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

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
 * The props of a detail page's 'Volver a …' link: it leads to the list it was opened from, as the
 * student left it, or to the list itself when the page was reached another way (a shared link, a
 * reload elsewhere). Opened from the list, a plain click goes back in history instead of adding
 * an entry, so the list comes back where the student had scrolled to, as the browser's Back does.
 */
export function useBackLink(list: string): { to: string; onClick: (event: MouseEvent) => void } {
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  const backTo = typeof state === 'object' && state !== null ? (state as { backTo?: unknown }).backTo : undefined;
  const fromList = typeof backTo === 'string' && backTo.split('?')[0] === list;
  return {
    to: fromList ? backTo : list,
    onClick: (event) => {
      const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (!fromList || !plainClick) return;
      event.preventDefault();
      navigate(-1);
    },
  };
}
