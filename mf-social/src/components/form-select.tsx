import { Select, type FieldControlProps, type SelectOption } from '@univida/shared-ui';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormSelectProps<Values extends FieldValues, Output> = FieldControlProps & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  options: readonly SelectOption[];
  placeholder: string;
};

/**
 * A react-hook-form field as shared-ui's Select, placed inside a Field: the label, hint and error
 * ids the Field hands its child reach the Select (a Controller in between would drop them).
 */
export function FormSelect<Values extends FieldValues, Output = Values>({
  control,
  name,
  options,
  placeholder,
  'aria-required': _required,
  ...aria
}: FormSelectProps<Values, Output>) {
  const { field } = useController({ control, name });
  return (
    <Select
      {...aria}
      value={(field.value as string | undefined) ?? ''}
      onValueChange={field.onChange}
      options={options}
      placeholder={placeholder}
    />
  );
}
