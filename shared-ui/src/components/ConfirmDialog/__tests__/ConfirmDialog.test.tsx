import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog';

function DeleteNews({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Eliminar noticia</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="¿Eliminar esta noticia?"
        description="Esta acción no se puede deshacer."
        confirmLabel="Eliminar"
        onConfirm={onConfirm}
        destructive
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks in an alertdialog with focus on Cancelar', async () => {
    renderWithTheme(<DeleteNews onConfirm={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar noticia' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar esta noticia?' });
    expect(dialog).toHaveAccessibleDescription('Esta acción no se puede deshacer.');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('confirms once and closes', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(<DeleteNews onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar noticia' }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels without confirming, by button or Escape, and gives focus back to what opened it', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(<DeleteNews onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Eliminar noticia' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('opens from its own trigger with default Spanish labels', async () => {
    renderWithTheme(
      <ConfirmDialog
        trigger={<Button>Salir</Button>}
        title="¿Cerrar sesión?"
        onConfirm={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
    expect(screen.getByRole('alertdialog', { name: '¿Cerrar sesión?' })).not.toHaveAttribute(
      'aria-describedby',
    );
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    renderWithTheme(<DeleteNews onConfirm={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar noticia' }));
    expect(await axeViolations()).toEqual([]);
  });
});
