import { screen } from '@testing-library/react';
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
        <p>Elige el día.</p>
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

      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Cena');
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(onFinish).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Crear plan' }));
      expect(onFinish).toHaveBeenCalledOnce();
      expect(await axeViolations()).toEqual([]);
    },
  );
});
