import { useLocation, useNavigationType } from '@univida/shared-router';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** Where the reader was on each history entry, by location key (for back/forward). */
const positions = new Map<string, number>();

/**
 * Scroll handling for the declarative router (the data router's <ScrollRestoration> would bring
 * its whole engine to every page): a new navigation starts at the top, or at its #hash;
 * back/forward returns to where the reader was on that entry, or to its #hash if none is known.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // The entry a scroll belongs to, switched as the new entry commits: the browser dispatches the
  // scroll that the switch itself causes (to the top, or to where the reader was) only after
  // that, so it is never taken for a position on the entry being left.
  const entry = useRef(location.key);
  useEffect(() => {
    const remember = () => positions.set(entry.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    entry.current = location.key;
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    // A new entry, or one this page never scrolled (e.g. the browser's own jump to a #fragment).
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Only a change of history entry scrolls; re-renders of the same entry never do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
