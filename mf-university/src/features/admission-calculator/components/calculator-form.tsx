import {
  Button,
  Dialog,
  Field,
  formatScore,
  Input,
  parseDecimal,
  Select,
  toast,
} from '@univida/shared-ui';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  DEFAULT_WEIGHT,
  RANGE_ERROR,
  SUCCESS_TITLE,
  successDescription,
  WEIGHT_OPTIONS,
} from '../constants';
import {
  calculateAdmissionGrade,
  isValidGrade,
  type GradeField,
  type Weight,
} from '../lib/calculate-admission-grade';

export interface CalculatorValues {
  bachillerato: string;
  faseGeneral: string;
  materia1: string;
  ponderacion1: string;
  materia2: string;
  ponderacion2: string;
}

const weightOptions = WEIGHT_OPTIONS.map((weight) => ({
  value: String(weight),
  label: formatWeight(weight),
}));

function formatWeight(weight: number) {
  return weight.toLocaleString('es-ES');
}

const gradeFields: { name: GradeField; label: string; weight?: 'ponderacion1' | 'ponderacion2' }[] =
  [
    { name: 'bachillerato', label: 'Nota media de Bachillerato' },
    { name: 'faseGeneral', label: 'Fase general (PAU)' },
    { name: 'materia1', label: 'Materia específica 1', weight: 'ponderacion1' },
    { name: 'materia2', label: 'Materia específica 2', weight: 'ponderacion2' },
  ];
const weightLabel = {
  ponderacion1: 'Ponderación materia 1',
  ponderacion2: 'Ponderación materia 2',
};

export interface CalculatorFormProps {
  /** Receives each calculated grade (already capped at 14). */
  onCalculated: (grade: number) => void;
  /** The values the form had when it last closed; empty fields and the default weights if none. */
  initialValues?: CalculatorValues;
  /** Receives the values as the dialog closes (the form unmounts). */
  onClose: (values: CalculatorValues) => void;
}

const EMPTY_VALUES: CalculatorValues = {
  bachillerato: '',
  faseGeneral: '',
  materia1: '',
  ponderacion1: String(DEFAULT_WEIGHT),
  materia2: '',
  ponderacion2: String(DEFAULT_WEIGHT),
};

// Mounted only while the dialog is open, so every opening starts with no result (SPEC §2), but
// with the values typed last time.
export default function CalculatorForm({
  onCalculated,
  initialValues,
  onClose,
}: CalculatorFormProps) {
  const { register, control, handleSubmit, setFocus, getValues } = useForm<CalculatorValues>({
    defaultValues: initialValues ?? EMPTY_VALUES,
  });
  const [result, setResult] = useState<number | null>(null);
  // SPEC §5 counts what is not a number as 0; the result says which fields that was.
  const [countedAsZero, setCountedAsZero] = useState<string[]>([]);
  const [invalidFields, setInvalidFields] = useState<GradeField[]>([]);
  const resultRef = useRef<HTMLDivElement>(null);
  const rangeErrorId = useId();

  // The form arrives after the dialog opened (its own chunk), so it takes the focus itself.
  useEffect(() => setFocus('bachillerato'), [setFocus]);
  // As the dialog closes (the form unmounts), hand back what was typed.
  useEffect(() => () => onClose(getValues()), [onClose, getValues]);
  // On a phone the result may be below the fold of the dialog: bring it into view.
  useEffect(() => {
    if (result !== null) resultRef.current?.scrollIntoView({ block: 'nearest' });
  }, [result]);

  // A field's error goes as soon as what it holds is a valid grade again.
  const clearWhenValid = (name: GradeField) => (event: ChangeEvent<HTMLInputElement>) => {
    if (isValidGrade(event.target.value))
      setInvalidFields((fields) => fields.filter((field) => field !== name));
  };

  const onSubmit = (values: CalculatorValues) => {
    const outcome = calculateAdmissionGrade({
      ...values,
      ponderacion1: Number(values.ponderacion1) as Weight,
      ponderacion2: Number(values.ponderacion2) as Weight,
    });
    if (!outcome.ok) {
      setResult(null);
      setInvalidFields(outcome.invalidFields);
      toast({ ...RANGE_ERROR, variant: 'destructive' });
      const [firstInvalid] = outcome.invalidFields;
      if (firstInvalid) setFocus(firstInvalid);
      return;
    }
    setInvalidFields([]);
    setResult(outcome.grade);
    setCountedAsZero(
      gradeFields
        .filter(({ name }) => values[name].trim() !== '' && parseDecimal(values[name]) === null)
        .map(({ label }) => label),
    );
    toast({
      title: SUCCESS_TITLE,
      description: successDescription(formatScore(outcome.grade)),
      variant: 'success',
    });
    onCalculated(outcome.grade);
  };

  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Fields>
        {gradeFields.map((field) => (
          <Row key={field.name}>
            <Field label={field.label}>
              <Input
                {...register(field.name, { onChange: clearWhenValid(field.name) })}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0,00"
                aria-invalid={invalidFields.includes(field.name)}
                // A wrong field is described by the dialog's alert, which says what is allowed.
                aria-describedby={invalidFields.includes(field.name) ? rangeErrorId : undefined}
              />
            </Field>
            {field.weight && (
              <Controller
                control={control}
                name={field.weight}
                render={({ field: select }) => (
                  // Field must wrap the Select itself: it hands its control the label's id.
                  <Field label={weightLabel[select.name]}>
                    <Select
                      value={select.value}
                      onValueChange={select.onChange}
                      options={weightOptions}
                    />
                  </Field>
                )}
              />
            )}
          </Row>
        ))}
      </Fields>
      {/* Inside the dialog: a modal hides the rest of the page from screen readers, toasts included. */}
      <div role="alert">
        {invalidFields.length > 0 && (
          <ErrorText id={rangeErrorId}>{RANGE_ERROR.description}</ErrorText>
        )}
      </div>
      <div aria-live="polite" ref={resultRef}>
        {result !== null && (
          <Result>
            <span>{SUCCESS_TITLE}</span>
            <span>
              Tu nota de admisión es <strong>{formatScore(result)}</strong>.
            </span>
            {countedAsZero.length > 0 && (
              <span>{`No es un número, contado como 0: ${countedAsZero.join(', ')}.`}</span>
            )}
          </Result>
        )}
      </div>
      <Dialog.Footer>
        <Button type="submit">Calcular</Button>
      </Dialog.Footer>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  align-items: end;
`;

const ErrorText = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.destructiveText};
`;

const Result = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.successText};
  span:first-child {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
