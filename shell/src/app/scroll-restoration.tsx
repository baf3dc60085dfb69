import { useLocation, useNavigationType } from '@univida/shared-router';
import { useEffect, useLayoutEffect } from 'react';

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

  useEffect(() => {
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
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
