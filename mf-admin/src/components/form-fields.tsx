import { Field, Input, Select, Textarea, type SelectOption } from '@univida/shared-ui';
import type { ComponentPropsWithRef } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  error?: string;
  required?: boolean;
}

/** A labelled text input for `register(...)`, with its error. */
export function TextField({ label, error, required, ...input }: TextFieldProps) {
  return (
    <Field label={label} required={required} error={error}>
      <Input autoComplete="off" {...input} />
    </Field>
  );
}

interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  error?: string;
  required?: boolean;
}

/** A labelled multi-line input for `register(...)`, with its error. */
export function TextAreaField({ label, error, required, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} required={required} error={error}>
      <Textarea rows={4} {...textarea} />
    </Field>
  );
}

interface SelectFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  options: readonly SelectOption[];
}

/** A labelled Radix select bound to a form field (it is not a native input `register` drives). */
export function SelectField<Values extends FieldValues>({
  control,
  name,
  label,
  options,
}: SelectFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label}>
          <Select value={field.value} onValueChange={field.onChange} options={options} />
        </Field>
      )}
    />
  );
}
