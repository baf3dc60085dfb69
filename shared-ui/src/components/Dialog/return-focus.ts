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
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      opener.current = document.activeElement;
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
