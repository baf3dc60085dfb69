import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { useFocusAfterRemoval } from '../use-focus-after-removal';

/**
 * A list whose 'Borrar' asks for the removal; the row leaves when the test says the server
 * answered (`answer`), as a list read again after a delete does.
 */
function Page({ initial }: { initial: string[] }) {
  const [rows, setRows] = useState(initial);
  const list = useRef<HTMLUListElement>(null);
  const focusAfterRemoval = useFocusAfterRemoval();
  const remove = (row: string, item: Element | null) => {
    focusAfterRemoval(item, () => list.current?.querySelectorAll('button') ?? []);
    answer = () => setRows((current) => current.filter((r) => r !== row));
  };
  return (
    <main tabIndex={-1}>
      {rows.length === 0 ? (
        <p>Nada guardado</p>
      ) : (
        <ul ref={list}>
          {rows.map((row) => (
            <li key={row}>
              <button onClick={(event) => remove(row, event.currentTarget.closest('li'))}>
                Borrar {row}
              </button>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

let answer = () => {};

async function removeRow(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Borrar ${name}` }));
  act(() => answer());
}

describe('useFocusAfterRemoval', () => {
  it('moves focus to the row now in the removed one’s place', async () => {
    renderWithTheme(<Page initial={['A', 'B', 'C']} />);
    await removeRow('B');
    expect(screen.getByRole('button', { name: 'Borrar C' })).toHaveFocus();
  });

  it('moves focus to the row before when the last one goes', async () => {
    renderWithTheme(<Page initial={['A', 'B', 'C']} />);
    await removeRow('C');
    expect(screen.getByRole('button', { name: 'Borrar B' })).toHaveFocus();
  });

  it('moves focus to the main content when the list empties, never to <body>', async () => {
    renderWithTheme(<Page initial={['A']} />);
    await removeRow('A');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
