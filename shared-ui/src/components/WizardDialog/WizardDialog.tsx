import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFocusAfterRender } from '../../hooks/use-focus-after-render';
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
  // The main button waits disabled while the submission runs, and Chromium drops its focus to
  // <body>. If the dialog is still open once it is enabled again (the server refused, the network
  // failed: the caller says why in a toast), focus goes back to it. Focus left in a field (Enter)
  // stays there.
  const mainButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  useEffect(() => {
    if (!pending) return;
    const active = document.activeElement;
    if (active !== mainButton.current && active !== document.body) return;
    focusAfterRender(() => {
      const button = mainButton.current;
      return button && !button.disabled ? button : null;
    });
  }, [pending, focusAfterRender]);
  useEffect(() => {
    if (!open) focusAfterRender(null);
  }, [open, focusAfterRender]);
  // A new step (Siguiente, Atrás) takes focus to its first field: left on the button, focus sat on
  // what had become the next step's or the finishing button, and a second Enter went on.
  const fields = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    focusAfterRender(
      () => fields.current?.querySelector<HTMLElement>(FIRST_FIELD) ?? mainButton.current,
    );
  }, [step, focusAfterRender]);
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
          <Fields ref={fields}>{children}</Fields>
          <Dialog.Footer>
            {step > 0 && (
              <Button type="button" variant="outline" onClick={() => onStepChange(step - 1)}>
                Atrás
              </Button>
            )}
            <Button ref={mainButton} type="submit" disabled={pending}>
              {last ? finishLabel : 'Siguiente'}
            </Button>
          </Dialog.Footer>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const FIRST_FIELD =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), button:not(:disabled), [tabindex="0"]';

// The steps' fields keep the form's spacing between them.
const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
