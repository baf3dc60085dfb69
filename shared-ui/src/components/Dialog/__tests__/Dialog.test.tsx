import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../../Button/Button';
import { DropdownMenu } from '../../DropdownMenu/DropdownMenu';
import { Dialog } from '../Dialog';

function Calculator() {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Calcular nota</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Calculadora de nota de admisión</Dialog.Title>
        <Dialog.Description>Introduce tus notas de 0 a 10.</Dialog.Description>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="outline">Volver</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** A dialog opened from state, as a row's 'Editar' or a page's 'Reportar' does: no Dialog.Trigger. */
function FromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Reportar</Button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content>
          <Dialog.Title>Reportar evento</Dialog.Title>
          <Dialog.Description>Cuéntanos qué pasa.</Dialog.Description>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

/** A dialog opened from a menu's item, as the news 'Crear' menu's 'Anuncio' does. */
function FromMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button>Crear</Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item onSelect={() => setOpen(true)}>Anuncio</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content>
          <Dialog.Title>Nueva noticia</Dialog.Title>
          <Dialog.Description>Escribe el anuncio.</Dialog.Description>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

describe('Dialog', () => {
  it('opened from state, gives focus back to the button that opened it (Escape and "Cerrar")', async () => {
    renderWithTheme(<FromState />);
    const opener = screen.getByRole('button', { name: 'Reportar' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(opener).toHaveFocus();
  });

  it("opened from a menu's item, gives focus back to the menu's button (the item is gone)", async () => {
    renderWithTheme(<FromMenu />);
    const menuButton = screen.getByRole('button', { name: 'Crear' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Anuncio' }));
    expect(await screen.findByRole('dialog', { name: 'Nueva noticia' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('opens as a named, described modal dialog', async () => {
    renderWithTheme(<Calculator />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Calcular nota' }));
    const dialog = screen.getByRole('dialog', { name: 'Calculadora de nota de admisión' });
    expect(dialog).toHaveAccessibleDescription('Introduce tus notas de 0 a 10.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with the corner "Cerrar" button and returns focus to the trigger', async () => {
    renderWithTheme(<Calculator />);
    const trigger = screen.getByRole('button', { name: 'Calcular nota' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with Escape and with a Dialog.Close', async () => {
    renderWithTheme(<Calculator />);
    await userEvent.click(screen.getByRole('button', { name: 'Calcular nota' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Calcular nota' }));
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    renderWithTheme(<Calculator />);
    await userEvent.click(screen.getByRole('button', { name: 'Calcular nota' }));
    expect(await axeViolations()).toEqual([]);
  });

  describe('FormActions', () => {
    function SaveForm({ pending, onSubmit }: { pending: boolean; onSubmit: () => void }) {
      return (
        <Dialog.Root defaultOpen>
          <Dialog.Content>
            <Dialog.Title>Guardar búsqueda</Dialog.Title>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                onSubmit();
              }}
            >
              <Dialog.FormActions submitLabel="Guardar" pending={pending} />
            </form>
          </Dialog.Content>
        </Dialog.Root>
      );
    }

    it('submits the form with its button and closes the dialog with "Cancelar" without submitting', async () => {
      const onSubmit = vi.fn();
      renderWithTheme(<SaveForm pending={false} onSubmit={onSubmit} />);
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(onSubmit).toHaveBeenCalledTimes(1);
      await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('cannot be submitted twice while the request runs', async () => {
      const onSubmit = vi.fn();
      renderWithTheme(<SaveForm pending onSubmit={onSubmit} />);
      const submit = screen.getByRole('button', { name: 'Guardar' });
      expect(submit).toBeDisabled();
      expect(submit).toHaveAttribute('aria-busy', 'true');
      await userEvent.click(submit);
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    });
  });
});
