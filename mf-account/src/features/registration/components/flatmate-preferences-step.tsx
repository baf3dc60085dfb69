import {
  formatEurosPerMonth,
  SelectControl,
  SliderControl,
  SwitchControl,
} from '@univida/shared-ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { GENDER_PREFERENCE_OPTIONS, LIFESTYLE, LIFESTYLE_LABELS } from '../../../constants';
import { REGISTER_BUDGET } from '../constants';
import { lazyResolver } from '../../../lib/lazy-resolver';
import type { FlatmatePreferences } from '../types/registration';
import { StepButtons, StepFrame, type StepProps } from './step-frame';

const LIFESTYLE_FIELDS = [
  { name: 'earlyBird', label: LIFESTYLE_LABELS.early_bird },
  { name: 'partyAnimal', label: LIFESTYLE_LABELS.party_animal },
  { name: 'houseParties', label: LIFESTYLE_LABELS.house_parties },
] as const;

const rules = lazyResolver(() =>
  import('../types/registration').then((module) => module.flatmatePreferencesResolver),
);

/** Step 6 (students looking for a flatmate): budget, lifestyle, tolerances, gender preference. */
export function FlatmatePreferencesStep({
  draft,
  advance,
  back,
  focusOnMount,
  submitting,
}: StepProps) {
  // The rules download while the step is read, not when it is sent.
  useEffect(() => rules.preload(), []);
  const { control, handleSubmit, getValues } = useForm<FlatmatePreferences>({
    resolver: rules.resolver,
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
        <SliderControl
          control={control}
          name="budget"
          label="Presupuesto mensual"
          range={REGISTER_BUDGET}
          format={formatEurosPerMonth}
        />
        {LIFESTYLE_FIELDS.map(({ name, label }) => (
          <SliderControl key={name} control={control} name={name} label={label} range={LIFESTYLE} />
        ))}
        <SwitchControl control={control} name="smokerTolerant" label="Acepto fumadores" />
        <SwitchControl control={control} name="petsAllowed" label="Acepto mascotas" />
        <SelectControl
          control={control}
          name="genderPreference"
          label="Prefiero convivir con"
          options={GENDER_PREFERENCE_OPTIONS}
        />
      </Fields>
    </StepFrame>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;
