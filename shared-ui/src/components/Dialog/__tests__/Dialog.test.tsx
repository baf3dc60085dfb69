import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../../Button/Button';
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

describe('Dialog', () => {
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
});
