import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { useFocusAfterRender } from '../use-focus-after-render';

/** 'Editar' is replaced by a field and 'Guardar', which gives way to 'Editar' again. */
function Editable() {
  const [editing, setEditing] = useState(false);
  const focusAfterRender = useFocusAfterRender();
  const field = useRef<HTMLInputElement>(null);
  const edit = useRef<HTMLButtonElement>(null);
  return editing ? (
    <>
      <input aria-label="Nombre" ref={field} />
      <button
        onClick={() => {
          focusAfterRender(() => edit.current);
          setEditing(false);
        }}
      >
        Guardar
      </button>
    </>
  ) : (
    <button
      ref={edit}
      onClick={() => {
        focusAfterRender(() => field.current);
        setEditing(true);
      }}
    >
      Editar
    </button>
  );
}

/** A list whose row leaves only when the parent says the server answered. */
function Rows({ rows, onDelete }: { rows: string[]; onDelete: (row: string) => void }) {
  const focusAfterRender = useFocusAfterRender();
  const list = useRef<HTMLUListElement>(null);
  return (
    <>
      <ul ref={list}>
        {rows.map((row, index) => (
          <li key={row}>
            <button
              onClick={(event) => {
                const pressed = event.currentTarget;
                focusAfterRender(() =>
                  pressed.isConnected
                    ? null
                    : list.current?.querySelectorAll('button')[Math.min(index, rows.length - 2)],
                );
                onDelete(row);
              }}
            >
              Borrar {row}
            </button>
          </li>
        ))}
      </ul>
      <input aria-label="Buscar" />
    </>
  );
}

describe('useFocusAfterRender', () => {
  it('hands focus to the control that replaces the pressed one, not to <body>', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Editable />);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('button', { name: 'Editar' })).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });

  it('waits for the render that finds the target: the row goes once the server answers', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<Rows rows={['a', 'b', 'c']} onDelete={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Borrar b' }));
    // Still there: nothing moves yet.
    expect(screen.getByRole('button', { name: 'Borrar b' })).toHaveFocus();
    rerender(<Rows rows={['a', 'c']} onDelete={() => {}} />);
    expect(screen.getByRole('button', { name: 'Borrar c' })).toHaveFocus();
  });

  it('leaves focus alone when the user has moved it to another control meanwhile', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<Rows rows={['a', 'b']} onDelete={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Borrar b' }));
    await user.click(screen.getByRole('textbox', { name: 'Buscar' }));
    rerender(<Rows rows={['a']} onDelete={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveFocus();
  });

  it('counts focus left on a control now disabled (jsdom, Firefox) as lost', async () => {
    let ask = () => {};
    function Slow({ done }: { done: boolean }) {
      const [busy, setBusy] = useState(false);
      const focusAfterRender = useFocusAfterRender();
      const result = useRef<HTMLHeadingElement>(null);
      ask = () => focusAfterRender(() => result.current);
      return (
        <>
          <button disabled={busy} onClick={() => setBusy(true)}>
            Enviar
          </button>
          {done && (
            <h2 tabIndex={-1} ref={result}>
              Hecho
            </h2>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<Slow done={false} />);
    act(() => ask());
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    rerender(<Slow done />);
    expect(screen.getByRole('heading', { name: 'Hecho' })).toHaveFocus();
  });

  it("counts focus caught by the target's container (a dialog, after <body>) as lost", () => {
    let ask = () => {};
    function Held({ done }: { done: boolean }) {
      const focusAfterRender = useFocusAfterRender();
      const field = useRef<HTMLInputElement>(null);
      ask = () => focusAfterRender(() => field.current);
      return (
        <div role="dialog" aria-label="Guardar" tabIndex={-1}>
          {done && <input aria-label="Nombre" ref={field} />}
        </div>
      );
    }
    const { rerender } = renderWithTheme(<Held done={false} />);
    act(() => ask());
    // Focus fell to <body>, and the dialog took it.
    act(() => screen.getByRole('dialog').focus());
    rerender(<Held done />);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
  });

  it('drops a waiting request when given null', async () => {
    let cancel = () => {};
    function Cancellable({ shown }: { shown: boolean }) {
      const focusAfterRender = useFocusAfterRender();
      const target = useRef<HTMLButtonElement>(null);
      cancel = () => focusAfterRender(null);
      return (
        <>
          <button onClick={() => focusAfterRender(() => target.current)}>Pedir</button>
          {shown && <button ref={target}>Destino</button>}
        </>
      );
    }
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<Cancellable shown={false} />);
    await user.click(screen.getByRole('button', { name: 'Pedir' }));
    act(() => cancel());
    rerender(<Cancellable shown />);
    expect(screen.getByRole('button', { name: 'Pedir' })).toHaveFocus();
  });
});
