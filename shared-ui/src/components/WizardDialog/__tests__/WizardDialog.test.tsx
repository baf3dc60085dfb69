import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderWithTheme } from '../../../test/render';
import { WizardDialog } from '../WizardDialog';

function Wizard({ onFinish }: { onFinish: () => void }) {
  const [step, setStep] = useState(0);
  const [name, setName] = useState('');
  return (
    <WizardDialog
      open
      onOpenChange={() => {}}
      title="Crear plan"
      description="Dos pasos."
      steps={['Nombre', 'Cuándo']}
      step={step}
      onStepChange={setStep}
      validateStep={() => name.trim() !== ''}
      onFinish={onFinish}
      finishLabel="Crear plan"
    >
      {step === 0 ? (
        <label>
          Nombre
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
      ) : (
        <label>
          Elige el día.
          <input type="date" />
        </label>
      )}
    </WizardDialog>
  );
}

describe('WizardDialog', () => {
  // A dialog, typing and axe: room for a busy machine (it asserts no timing).
  it(
    'moves on only when the step validates, goes back with Atrás, and finishes on the last step',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const onFinish = vi.fn();
      renderWithTheme(<Wizard onFinish={onFinish} />);
      const dialog = screen.getByRole('dialog', { name: 'Crear plan' });
      expect(dialog).toHaveTextContent('Paso 1 de 2');
      expect(screen.queryByRole('button', { name: 'Atrás' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(dialog).toHaveTextContent('Paso 1 de 2');
      // Enter submits the step as the button does.
      await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Cena{Enter}');
      expect(dialog).toHaveTextContent('Paso 2 de 2');
      expect(screen.getByText('Elige el día.')).toBeVisible();
      // The new step takes focus to its first field, not the button that became 'Crear plan'.
      await waitFor(() => expect(screen.getByLabelText('Elige el día.')).toHaveFocus());

      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Cena');
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus());
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(onFinish).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Crear plan' }));
      expect(onFinish).toHaveBeenCalledOnce();
      expect(await axeViolations()).toEqual([]);
    },
  );
});

describe('WizardDialog and focus', () => {
  it('gives focus back to the main button when a refused submission enables it again', async () => {
    const user = userEvent.setup();
    let finish: (ok: boolean) => void = () => {};
    function Sending() {
      const [open, setOpen] = useState(true);
      const [pending, setPending] = useState(false);
      finish = (ok) => {
        setPending(false);
        if (ok) setOpen(false);
      };
      return (
        <WizardDialog
          open={open}
          onOpenChange={setOpen}
          title="Crear plan"
          description="Un paso."
          steps={['Nombre']}
          step={0}
          onStepChange={() => {}}
          validateStep={() => true}
          onFinish={() => {
            // Chromium drops the focus of a button that becomes disabled to <body>; jsdom keeps
            // it (and cannot blur a disabled button), so the test lets go of it here.
            (document.activeElement as HTMLElement).blur();
            setPending(true);
          }}
          finishLabel="Crear plan"
          pending={pending}
        >
          <p>Listo.</p>
        </WizardDialog>
      );
    }
    renderWithTheme(<Sending />);
    const send = screen.getByRole('button', { name: 'Crear plan' });
    send.focus();
    await user.keyboard('{Enter}');
    expect(send).toBeDisabled();
    expect(document.activeElement).toBe(document.body);
    act(() => finish(false));
    expect(send).toBeEnabled();
    await waitFor(() => expect(document.activeElement).toBe(send));
  });

  it('leaves focus in the field Enter was pressed in', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    function Sending() {
      const [pending, setPending] = useState(false);
      finish = () => setPending(false);
      return (
        <WizardDialog
          open
          onOpenChange={() => {}}
          title="Crear plan"
          description="Un paso."
          steps={['Nombre']}
          step={0}
          onStepChange={() => {}}
          validateStep={() => true}
          onFinish={() => setPending(true)}
          finishLabel="Crear plan"
          pending={pending}
        >
          <label>
            Nombre
            <input />
          </label>
        </WizardDialog>
      );
    }
    renderWithTheme(<Sending />);
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Cena{Enter}');
    expect(screen.getByRole('button', { name: 'Crear plan' })).toBeDisabled();
    act(() => finish());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nombre' }));
  });
});
