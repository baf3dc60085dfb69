import { useFocusAfterRender } from '@univida/shared-ui';

type Callbacks = { onSuccess?: () => void; onError?: () => void };

const working = (button: HTMLButtonElement | null | undefined) =>
  button && !button.disabled ? button : null;

/** The table (or the empty state standing for it) named `caption`, as a PagedTable draws it. */
const frameOf = (caption: string) =>
  [...document.querySelectorAll<HTMLElement>('[data-table]')].find(
    (frame) => frame.dataset.table === caption,
  );

/**
 * An action on a table's row disables its button while it works (Chromium drops that focus to
 * <body>) and, done, often takes the row away (deleted, resolved, moved off the page): a keyboard
 * user started again from the page's top. `rowFocus(rowKey, action)`, called as the action starts,
 * returns the mutation's callbacks: on success, once the row has gone, focus goes to the same
 * action (`data-row-action`) in the row now in its place (or the new last row), else to that row's
 * first working control, else to the table or its empty state; on failure, back to the action's
 * own button once it works again. A row that stays keeps focus where a dialog gives it back.
 */
export function useRowFocus(): (rowKey: string, action: string) => Callbacks {
  const focusAfterRender = useFocusAfterRender();
  return (rowKey, action) => {
    const row = [...document.querySelectorAll<HTMLTableRowElement>('tr[data-row-key]')].find(
      (tr) => tr.dataset.rowKey === rowKey,
    );
    const caption = row?.closest<HTMLElement>('[data-table]')?.dataset.table;
    if (!row || caption === undefined) return {};
    const index = row.sectionRowIndex;
    const own = (tr: HTMLTableRowElement) =>
      tr.querySelector<HTMLButtonElement>(`[data-row-action="${action}"]`);
    return {
      onSuccess: () =>
        focusAfterRender(() => {
          if (row.isConnected) return null;
          // Nothing yet while a skeleton stands in (the page moves back past the end).
          const frame = frameOf(caption);
          const rows = frame?.querySelector('tbody')?.rows;
          const next = rows?.[Math.min(index, rows.length - 1)];
          if (!next) return frame;
          return (
            working(own(next)) ??
            next.querySelector<HTMLElement>('button:not(:disabled), a[href]') ??
            frame
          );
        }),
      onError: () => focusAfterRender(() => (row.isConnected ? working(own(row)) : null)),
    };
  };
}
