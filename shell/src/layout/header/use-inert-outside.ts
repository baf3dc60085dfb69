import { useEffect, type RefObject } from 'react';

/**
 * While `active`, everything on the page but `keep` (and what contains it) is inert: out of the
 * Tab order and of the accessibility tree, as behind a modal. For the phone menu, which dims and
 * stills the page behind it: Tab cycles through the header and its menu instead of reaching
 * controls under the dimmed page, where Escape no longer closed the menu.
 */
export function useInertOutside(keep: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const made: HTMLElement[] = [];
    for (let node = keep.current; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
        sibling.inert = true;
        made.push(sibling);
      }
    }
    return () => {
      for (const element of made) element.inert = false;
    };
  }, [keep, active]);
}
