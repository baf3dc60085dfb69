import { useRef } from 'react';

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Radix gives focus back to a dialog's Trigger when it closes; a dialog opened from state (a row's
 * 'Editar', a page's 'Reportar') has none, and focus fell to <body>: a keyboard user started again
 * from the top of the page. The element that had focus when the dialog opened (Radix's open
 * event fires before focus moves in) gets it back, if it is still on the page.
 */

/**
 * What had focus as the dialog opened; for an item of a menu (a 'Crear' menu's 'Anuncio'), the
 * menu's button, which Radix names the menu by: the item is gone once the menu closes.
 */
function openerOf(active: Element | null): Element | null {
  const labelledBy = active?.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  return (labelledBy && document.getElementById(labelledBy)) || active;
}

export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      opener.current = openerOf(document.activeElement);
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (
        event.defaultPrevented ||
        !(element instanceof HTMLElement) ||
        !element.isConnected ||
        element === document.body
      )
        return;
      event.preventDefault();
      element.focus({ preventScroll: true });
    },
  };
}
