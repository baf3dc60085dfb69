import { Check, Minus } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import styled from 'styled-components';
import { focusRing, touchTarget } from '../../theme/mixins';
import { InlineLabel } from '../Label/InlineLabel';

export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<typeof RadixCheckbox.Root>,
  'asChild'
> {
  /** Text beside the box, wired as its label. Without it, name the box with aria-label or <Field>. */
  label?: ReactNode;
}

/** Checkbox (Radix: checked | unchecked | 'indeterminate', Space toggles). */
export function Checkbox({ label, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? `checkbox-${generatedId}`;
  const box = (
    <Box id={boxId} className={label ? undefined : className} {...props}>
      <RadixCheckbox.Indicator asChild>
        {props.checked === 'indeterminate' ? (
          <Minus aria-hidden size={14} />
        ) : (
          <Check aria-hidden size={14} />
        )}
      </RadixCheckbox.Indicator>
    </Box>
  );
  if (!label) return box;
  return (
    <InlineLabel htmlFor={boxId} label={label} className={className}>
      {box}
    </InlineLabel>
  );
}

const Box = styled(RadixCheckbox.Root)`
  ${touchTarget}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  padding: 0;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.surface};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${focusRing}
`;
