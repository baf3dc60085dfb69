import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Label } from '../Label/Label';
import { FieldMessages } from './field-messages';

/** Props Field passes to its control so the label, hint and error reach assistive technology. */
export interface FieldControlProps {
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** The one control: Input, Textarea, Select, Slider, Switch, StarRating… */
  children: ReactElement<FieldControlProps>;
  /** Error message; marks the control aria-invalid and is announced with it. */
  error?: ReactNode;
  /** Help text shown under the control. */
  hint?: ReactNode;
  required?: boolean;
  /** Control id; generated when omitted. */
  id?: string;
  className?: string;
}

/**
 * Label + control + hint + error, wired together: the control gets the id the <label> points at,
 * aria-labelledby (so non-native controls like Slider are named too), aria-describedby and aria-invalid.
 */
export function Field({ label, children, error, hint, required, id, className }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? children.props.id ?? `field-${generatedId}`;
  const labelId = `${controlId}-label`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [children.props['aria-describedby'], hintId, errorId]
    .filter(Boolean)
    .join(' ');

  const control = cloneElement(children, {
    id: controlId,
    'aria-labelledby': labelId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? true : children.props['aria-invalid'],
    'aria-required': required || children.props['aria-required'],
  });

  return (
    <Wrapper className={className}>
      <Label id={labelId} htmlFor={controlId}>
        {label}
        {required && <Required aria-hidden> *</Required>}
      </Label>
      {control}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.destructiveText};
`;
