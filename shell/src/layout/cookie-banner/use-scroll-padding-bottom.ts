import { useEffect, type RefObject } from 'react';

/** Room left between what the page scrolls to and the top of the covering element, in px. */
const GAP_PX = 8;

/**
 * While `active`, the document's `scroll-padding-bottom` is the height `element` (fixed at the
 * bottom of the viewport) covers, kept up to date by a ResizeObserver: a control focused by Tab,
 * or an anchor scrolled to, stops above it instead of under it (WCAG 2.4.11 Focus Not Obscured).
 * Removed once inactive or unmounted.
 */
export function useScrollPaddingBottom(element: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const target = element.current;
    if (!active || !target) return;
    const root = document.documentElement;
    const measure = () => {
      const covered = Math.ceil(window.innerHeight - target.getBoundingClientRect().top);
      root.style.scrollPaddingBottom = covered > 0 ? `${covered + GAP_PX}px` : '';
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(target);
    // The viewport's own height changes what a bottom strip covers too.
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.scrollPaddingBottom = '';
    };
  }, [element, active]);
}
