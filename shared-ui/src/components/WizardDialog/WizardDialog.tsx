import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Stepper } from '../Stepper/Stepper';

export interface WizardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Step names, in order; `step` is the 0-based current one. */
  steps: readonly string[];
  step: number;
  onStepChange: (step: number) => void;
  /** Checks the current step's fields before moving on (e.g. react-hook-form's trigger). */
  validateStep: (step: number) => Promise<boolean> | boolean;
  /** Submits on the last step. */
  onFinish: () => void | Promise<void>;
  /** The last step's button ('Crear evento'). */
  finishLabel: string;
  /** While the submission runs: the main button is disabled. */
  pending?: boolean;
  /** The current step's fields. */
  children: ReactNode;
}

/**
 * A multi-step form in a dialog: the step indicator, the current step's fields, Atrás from the
 * second step on, Siguiente (which validates the step) and the finishing button on the last.
 * Enter submits the step like the button does.
 */
export function WizardDialog({
  open,
  onOpenChange,
  title,
  description,
  steps,
  step,
  onStepChange,
  validateStep,
  onFinish,
  finishLabel,
  pending = false,
  children,
}: WizardDialogProps) {
  const last = step === steps.length - 1;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="lg">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <Stepper steps={steps} current={step} />
        <Form
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            if (last) await onFinish();
            else if (await validateStep(step)) onStepChange(step + 1);
          }}
        >
          {children}
          <Dialog.Footer>
            {step > 0 && (
              <Button type="button" variant="outline" onClick={() => onStepChange(step - 1)}>
                Atrás
              </Button>
            )}
            <Button type="submit" disabled={pending}>
              {last ? finishLabel : 'Siguiente'}
            </Button>
          </Dialog.Footer>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
