import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import styled from 'styled-components';
import { focusRing, touchTarget } from '../../theme/mixins';
import { InlineLabel } from '../Label/InlineLabel';

export interface SwitchProps extends Omit<
  ComponentPropsWithRef<typeof RadixSwitch.Root>,
  'asChild'
> {
  /** Text beside the switch, wired as its label. Without it, name it with aria-label or <Field>. */
  label?: ReactNode;
}

/** On/off toggle with role="switch" (Radix). Use for settings that apply at once. */
export function Switch({ label, id, className, ...props }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? `switch-${generatedId}`;
  const control = (
    <Root id={switchId} className={label ? undefined : className} {...props}>
      <Thumb />
    </Root>
  );
  if (!label) return control;
  return (
    <InlineLabel htmlFor={switchId} label={label} className={className}>
      {control}
    </InlineLabel>
  );
}

const Root = styled(RadixSwitch.Root)`
  ${touchTarget}
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  width: 44px;
  height: 24px;
  padding: 2px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.transitions.normal};
  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${focusRing}
`;

const Thumb = styled(RadixSwitch.Thumb)`
  display: block;
  width: 20px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: transform ${({ theme }) => theme.transitions.normal};
  &[data-state='checked'] {
    transform: translateX(20px);
  }
`;
