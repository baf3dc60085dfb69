import { Button, Dialog, Spinner } from '@univida/shared-ui';
import { Calculator } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { CalculatorFormProps, CalculatorValues } from './calculator-form';

// The form (react-hook-form, zod) is fetched when the dialog is about to open, not with the page.
const loadForm = () => import('./calculator-form');
const CalculatorForm = lazy(loadForm);

/** 'Calcular mi nota': the admission-grade calculator (SPEC §2, §5, §9) in a modal dialog. */
export function CalculatorDialog({ onCalculated }: Pick<CalculatorFormProps, 'onCalculated'>) {
  // What the student typed survives closing the dialog: reopened, the form starts from it.
  const [values, setValues] = useState<CalculatorValues>();
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary" onPointerEnter={loadForm} onFocus={loadForm}>
          <Calculator aria-hidden size={18} />
          Calcular mi nota
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Calcula tu nota de admisión</Dialog.Title>
        <Dialog.Description>
          Notas de 0 a 10 (puedes usar coma decimal). Los campos vacíos cuentan como 0.
        </Dialog.Description>
        <Suspense fallback={<Spinner label="Cargando calculadora…" />}>
          <CalculatorForm onCalculated={onCalculated} initialValues={values} onClose={setValues} />
        </Suspense>
      </Dialog.Content>
    </Dialog.Root>
  );
}
