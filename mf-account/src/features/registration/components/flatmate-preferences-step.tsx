import { zodResolver } from '@hookform/resolvers/zod';
import { Field, formatEurosPerMonth, Select, Switch } from '@univida/shared-ui';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { SliderField } from '../../../components/slider-field';
import { GENDER_PREFERENCE_OPTIONS, LIFESTYLE, LIFESTYLE_LABELS } from '../../../constants';
import { REGISTER_BUDGET } from '../constants';
import { flatmatePreferencesSchema, type FlatmatePreferences } from '../types/registration';
import { StepButtons, StepFrame, type StepProps } from './step-frame';

const LIFESTYLE_FIELDS = [
  { name: 'earlyBird', label: LIFESTYLE_LABELS.early_bird },
  { name: 'partyAnimal', label: LIFESTYLE_LABELS.party_animal },
  { name: 'houseParties', label: LIFESTYLE_LABELS.house_parties },
] as const;

/** Step 6 (students looking for a flatmate): budget, lifestyle, tolerances, gender preference. */
export function FlatmatePreferencesStep({
  draft,
  advance,
  back,
  focusOnMount,
  submitting,
}: StepProps) {
  const { control, handleSubmit, getValues } = useForm<FlatmatePreferences>({
    resolver: zodResolver(flatmatePreferencesSchema),
    defaultValues: draft.preferences,
  });

  return (
    <StepFrame
      title="Tus preferencias de convivencia"
      description="Las usaremos para calcular tu compatibilidad con otros estudiantes."
      focusOnMount={focusOnMount}
      onSubmit={handleSubmit((preferences) => advance({ preferences }))}
      actions={
        <StepButtons
          onBack={() => back({ preferences: getValues() })}
          nextLabel="Completar registro"
          submitting={submitting}
        />
      }
    >
      <Fields>
        <Controller
          control={control}
          name="budget"
          render={({ field }) => (
            <SliderField
              label="Presupuesto mensual"
              value={field.value}
              onChange={field.onChange}
              min={REGISTER_BUDGET.min}
              max={REGISTER_BUDGET.max}
              step={REGISTER_BUDGET.step}
              format={formatEurosPerMonth}
            />
          )}
        />
        {LIFESTYLE_FIELDS.map(({ name, label }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <SliderField
                label={label}
                value={field.value}
                onChange={field.onChange}
                min={LIFESTYLE.min}
                max={LIFESTYLE.max}
                step={LIFESTYLE.step}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="smokerTolerant"
          render={({ field }) => (
            <Switch
              label="Acepto fumadores"
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="petsAllowed"
          render={({ field }) => (
            <Switch
              label="Acepto mascotas"
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="genderPreference"
          render={({ field }) => (
            <Field label="Prefiero convivir con">
              <Select
                value={field.value}
                onValueChange={field.onChange}
                options={GENDER_PREFERENCE_OPTIONS}
              />
            </Field>
          )}
        />
      </Fields>
    </StepFrame>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;
