import { WizardDialog, type WizardDialogProps } from '@univida/shared-ui';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { WizardBasicsFields, type WizardBasics } from './wizard-basics-fields';

interface CreationWizardProps<T extends FieldValues, Out> extends Omit<
  WizardDialogProps,
  'validateStep' | 'children'
> {
  form: UseFormReturn<T, unknown, Out>;
  /** The fields each step checks before Siguiente, in step order. */
  stepFields: readonly (readonly FieldPath<T>[])[];
  /** The first step's name, category and description fields. */
  basics: WizardBasics<T>;
  /** The fields of the step shown, from the second step on. */
  children: ReactNode;
}

/**
 * The event and place creation wizards' dialog: a react-hook-form in steps, the first its basics
 * (name, category, description), each step's fields validated (and the first wrong one focused)
 * before the next.
 */
export function CreationWizard<T extends FieldValues, Out>({
  form,
  stepFields,
  basics,
  children,
  ...dialog
}: CreationWizardProps<T, Out>) {
  return (
    <WizardDialog
      {...dialog}
      validateStep={(current) => form.trigger([...stepFields[current]!], { shouldFocus: true })}
    >
      {dialog.step === 0 ? <WizardBasicsFields form={form} fields={basics} /> : children}
    </WizardDialog>
  );
}
