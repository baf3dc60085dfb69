import { COVERED_CITIES, SelectControl, type SelectOption } from '@univida/shared-ui';
import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';

const options: readonly SelectOption[] = COVERED_CITIES.map((city) => ({
  value: city,
  label: city,
}));

/**
 * The event and place wizards' city: one of those UniVida covers, so what is created adds no
 * stray entry to the lists' city filters.
 */
export function WizardCityField<T extends FieldValues, Out>({
  form,
  field,
}: {
  form: UseFormReturn<T, unknown, Out>;
  field: FieldPathByValue<T, string | null | undefined>;
}) {
  return (
    <SelectControl
      control={form.control}
      name={field}
      label="Ciudad"
      required
      error={form.getFieldState(field, form.formState).error?.message}
      options={options}
      placeholder="Elige una ciudad"
    />
  );
}
