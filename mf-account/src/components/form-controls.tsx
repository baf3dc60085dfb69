// Form controls bound to a react-hook-form field by name, for the inputs that need a Controller
// (Radix switches, sliders and selects are not native inputs `register` can drive). The profile
// form and the registration wizard ask for the same things, so both build on these.
import { Field, Select, Switch, type SelectOption } from '@univida/shared-ui';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { SliderField } from './slider-field';

interface BoundProps<T extends FieldValues, V> {
  control: Control<T>;
  name: FieldPathByValue<T, V>;
  label: string;
  disabled?: boolean;
}

export function SwitchControl<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: BoundProps<T, boolean>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          checked={field.value}
          onCheckedChange={field.onChange}
          disabled={disabled}
        />
      )}
    />
  );
}

interface SliderControlProps<T extends FieldValues> extends BoundProps<T, number> {
  range: { min: number; max: number; step: number };
  format?: (value: number) => string;
}

export function SliderControl<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  range,
  format,
}: SliderControlProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SliderField
          label={label}
          value={field.value}
          onChange={field.onChange}
          min={range.min}
          max={range.max}
          step={range.step}
          format={format}
          disabled={disabled}
        />
      )}
    />
  );
}

interface SelectControlProps<T extends FieldValues> extends BoundProps<
  T,
  string | null | undefined
> {
  options: readonly SelectOption[];
  /** Offered while nothing is chosen; choosing nothing stores `emptyValue`. */
  placeholder?: string;
  emptyValue?: null;
}

export function SelectControl<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  options,
  placeholder,
  emptyValue,
}: SelectControlProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label}>
          <Select
            value={field.value ?? ''}
            onValueChange={(value) => field.onChange(value || emptyValue)}
            options={options}
            placeholder={placeholder}
            disabled={disabled}
          />
        </Field>
      )}
    />
  );
}
