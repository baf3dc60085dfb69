import { useCallback, useEffect, useRef, useState } from 'react';

/** Finds the element to focus once it is on the page; null or undefined until then. */
export type FocusTarget = () => HTMLElement | null | undefined;

/**
 * Why: the control a keyboard user presses is often removed, replaced or disabled by the change it
 * makes ('Editar' becomes 'Guardar', a row is deleted, a photo moves, a button waits for the
 * server), and the browser then drops focus to <body>: the next Tab starts again from the top of
 * the page. `focusAfterRender(target)` gives focus to `target()` after the first render of the
 * calling component in which it finds an element (return null while the change is under way),
 * unless focus has meanwhile moved on to a live control; `focusAfterRender(null)` drops a request
 * still waiting. A dialog's own return of focus is `useReturnFocus`, in Dialog.
 */
export function useFocusAfterRender(): (target: FocusTarget | null) => void {
  const request = useRef<{ target: FocusTarget; from: Element | null } | null>(null);
  const [, rerender] = useState(0);
  useEffect(() => {
    const element = request.current?.target();
    if (!element) return;
    const { from } = request.current!;
    request.current = null;
    const active = document.activeElement;
    // Still where the request found it, or lost: on <body>, left on a control now disabled
    // (Chromium moves that focus to <body>; Firefox and jsdom keep it on the dead control), or
    // caught by a container of the target (a Radix dialog takes focus itself when it finds it on
    // <body>), which is no control the user chose.
    const lost =
      !active ||
      active === from ||
      active === document.body ||
      active.matches(':disabled') ||
      (active !== element && active.contains(element));
    if (lost) element.focus();
  });
  return useCallback((target) => {
    request.current = target && { target, from: document.activeElement };
    rerender((renders) => renders + 1);
  }, []);
}
