import { useCallback } from 'react';
import { useFocusAfterRender } from './use-focus-after-render';

/**
 * Where focus goes when a list item is removed together with the control that had it (a delete
 * confirmed in a dialog hands focus back to the item's button, then the item goes): the same
 * control of the item now in its place, else of the one before it, else (the list emptied) the
 * page's main content; never <body>, where the next Tab would start again from the top.
 * Call it once the removal succeeded, with the item's element and the list's controls as they
 * will be once the list is read again.
 */
export function useFocusAfterRemoval() {
  const focusAfterRender = useFocusAfterRender();
  return useCallback(
    (item: Element | null | undefined, controls: () => ArrayLike<HTMLElement>) => {
      if (!item) return;
      const index = Array.prototype.indexOf.call(item.parentElement?.children ?? [], item);
      const main = item.closest('main');
      focusAfterRender(() => {
        // Still listed: the list has not been read again yet.
        if (item.isConnected) return null;
        const left = controls();
        return left[Math.min(index, left.length - 1)] ?? main;
      });
    },
    [focusAfterRender],
  );
}
