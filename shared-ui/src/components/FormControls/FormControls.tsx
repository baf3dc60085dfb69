// Controls bound to a react-hook-form field by name, for the inputs that need a Controller (Radix
// switches, sliders and selects are not native inputs `register` can drive). The account forms
// and the admin's edit dialogs ask for the same things, so all of them build on these.
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { COVERED_CITY_OPTIONS, isCoveredCity } from '../../constants';
import { Field } from '../Field/Field';
import { Select, type SelectOption } from '../Select/Select';
import { SliderField } from '../SliderField/SliderField';
import { Switch } from '../Switch/Switch';

interface BoundProps<T extends FieldValues, V, Out = T> {
  /** The form's control; `Out` is what a resolver turns the values into on submit. */
  control: Control<T, unknown, Out>;
  name: FieldPathByValue<T, V>;
  label: string;
  disabled?: boolean;
}

export type SwitchControlProps<T extends FieldValues> = BoundProps<T, boolean>;

/** A labelled switch bound to a boolean field. */
export function SwitchControl<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: SwitchControlProps<T>) {
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

export interface SliderControlProps<T extends FieldValues> extends BoundProps<T, number> {
  range: { min: number; max: number; step: number };
  format?: (value: number) => string;
}

/** A labelled one-thumb slider bound to a number field, its value shown beside the label. */
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

export interface SelectControlProps<T extends FieldValues, Out = T> extends BoundProps<
  T,
  string | null | undefined,
  Out
> {
  options: readonly SelectOption[];
  /** Error message, announced with the select. */
  error?: string;
  required?: boolean;
  /** Offered while nothing is chosen; choosing nothing stores `emptyValue`. */
  placeholder?: string;
  emptyValue?: null;
  /** Called once the field holds a new choice: what else that choice changes in the form. */
  onValueChange?: (value: string) => void;
}

/** A labelled Radix select bound to a text field. */
export function SelectControl<T extends FieldValues, Out = T>({
  control,
  name,
  label,
  disabled,
  options,
  placeholder,
  emptyValue,
  error,
  required,
  onValueChange,
}: SelectControlProps<T, Out>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label} error={error} required={required}>
          <Select
            // The trigger takes the field's ref: a step or submit that finds the choice wrong
            // (trigger or handleSubmit with shouldFocus) focuses it instead of leaving focus put.
            ref={field.ref}
            value={field.value ?? ''}
            onValueChange={(value) => {
              field.onChange(value || emptyValue);
              onValueChange?.(value);
            }}
            options={options}
            placeholder={placeholder}
            disabled={disabled}
          />
        </Field>
      )}
    />
  );
}

export type CityControlProps<T extends FieldValues, Out = T> = Omit<
  SelectControlProps<T, Out>,
  'options' | 'label' | 'placeholder' | 'emptyValue'
> & {
  /** A stored city outside the covered ones, offered too so an edit does not silently drop it. */
  current?: string;
};

/** 'Ciudad': one of the cities UniVida covers, so what is created adds no stray filter entry. */
export function CityControl<T extends FieldValues, Out = T>({
  current,
  ...props
}: CityControlProps<T, Out>) {
  const options =
    current && !isCoveredCity(current)
      ? [...COVERED_CITY_OPTIONS, { value: current, label: current }]
      : COVERED_CITY_OPTIONS;
  return (
    <SelectControl {...props} label="Ciudad" options={options} placeholder="Elige una ciudad" />
  );
}
