import { useEffect } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Keeps the keyboard in an open full-screen lightbox, as the site's other dialogs do: Tab past
 * its last control comes back to its first (and Shift+Tab the other way), and Escape closes it
 * wherever focus is. The library makes the rest of the page inert but lets Tab leave its last
 * control for the document, where its own Escape handler no longer hears the key.
 */
export function useDialogKeys(open: boolean, selector: string, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = document.querySelector<HTMLElement>(selector);
      if (!dialog) return;
      const inside = event.target instanceof Node && dialog.contains(event.target);
      // Inside, the library closes on Escape itself.
      if (event.key === 'Escape' && !inside) {
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      const leaving = event.shiftKey ? event.target === first : event.target === last;
      if (leaving || !inside) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, selector, close]);
}
