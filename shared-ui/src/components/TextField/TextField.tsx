import type { ComponentPropsWithRef } from 'react';
import { Field } from '../Field/Field';
import { Input } from '../Input/Input';
import { Textarea } from '../Textarea/Textarea';

interface LabelledProps {
  label: string;
  /** Error message, announced with the control. */
  error?: string;
  required?: boolean;
}

export interface TextFieldProps extends ComponentPropsWithRef<'input'>, LabelledProps {}

/** A labelled text input with its error; spread react-hook-form's `register(...)` into it. */
export function TextField({ label, error, required, ...input }: TextFieldProps) {
  return (
    <Field label={label} required={required} error={error}>
      <Input autoComplete="off" {...input} />
    </Field>
  );
}

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'>, LabelledProps {}

/** A labelled multi-line input with its error; spread `register(...)` into it. */
export function TextAreaField({ label, error, required, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} required={required} error={error}>
      <Textarea rows={4} {...textarea} />
    </Field>
  );
}
