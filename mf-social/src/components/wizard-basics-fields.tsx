import { Field, Input, SelectControl, Textarea, type SelectOption } from '@univida/shared-ui';
import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';

/** Which form fields the first step edits, and their limits. */
export interface WizardBasics<T extends FieldValues> {
  /** What it is called: the event's title, the place's name. */
  name: { field: FieldPathByValue<T, string>; label: string; maxLength: number };
  category: {
    field: FieldPathByValue<T, string | null | undefined>;
    options: readonly SelectOption[];
  };
  description: { field: FieldPathByValue<T, string>; maxLength: number };
}

interface WizardBasicsFieldsProps<T extends FieldValues, Out> {
  form: UseFormReturn<T, unknown, Out>;
  fields: WizardBasics<T>;
}

/** The first step of the event and place wizards: its name, its category, a description. */
export function WizardBasicsFields<T extends FieldValues, Out>({
  form,
  fields,
}: WizardBasicsFieldsProps<T, Out>) {
  const { name, category, description } = fields;
  const error = (field: FieldPathByValue<T, unknown>) =>
    form.getFieldState(field, form.formState).error?.message;
  return (
    <>
      <Field label={name.label} required error={error(name.field)}>
        <Input {...form.register(name.field)} maxLength={name.maxLength} />
      </Field>
      <SelectControl
        control={form.control}
        name={category.field}
        label="Categoría"
        required
        error={error(category.field)}
        options={category.options}
        placeholder="Elige una categoría"
      />
      <Field label="Descripción" required error={error(description.field)}>
        <Textarea
          {...form.register(description.field)}
          rows={4}
          maxLength={description.maxLength}
        />
      </Field>
    </>
  );
}
