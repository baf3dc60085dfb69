import { Check, ChevronDown } from 'lucide-react';
import { useState, type Ref } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { selectTrigger } from './select-trigger';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  value?: string;
  onValueChange?: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  disabled?: boolean;
  /** Opens the list on mount (a stand-in that was pressed before this loaded). */
  defaultOpen?: boolean;
  /** Focuses the trigger on mount (it replaces a focused stand-in). */
  autoFocus?: boolean;
  /** Submits the value with a native form. */
  name?: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
  /** The trigger button: react-hook-form's `field.ref`, so a wrong choice can be focused. */
  ref?: Ref<HTMLButtonElement>;
}

// Radix reserves '' to mean "no selection", but an "all" option with value '' is natural
// for filters, so '' travels through Radix under this stand-in.
const EMPTY_VALUE = '__univida_empty__';
const toRadix = (value: string) => (value === '' ? EMPTY_VALUE : value);
const fromRadix = (value: string) => (value === EMPTY_VALUE ? '' : value);

/** Single-choice dropdown (Radix Select: typeahead, arrow keys, screen-reader listbox semantics). */
export function Select({
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  defaultOpen,
  name,
  className,
  ...triggerProps
}: SelectProps) {
  const [open, setOpen] = useState(defaultOpen ?? false);
  const hasEmptyOption = options.some((option) => option.value === '');
  // Controlled when `value` is given; '' without an empty option shows the placeholder.
  const radixValue =
    value === undefined || (value === '' && !hasEmptyOption) ? value : toRadix(value);
  return (
    <RadixSelect.Root
      value={radixValue}
      onValueChange={(next) => onValueChange?.(fromRadix(next))}
      open={open}
      onOpenChange={setOpen}
      disabled={disabled}
      name={name}
    >
      <Trigger className={className} {...triggerProps}>
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon asChild>
          <ChevronDown aria-hidden size={18} />
        </RadixSelect.Icon>
      </Trigger>
      <RadixSelect.Portal>
        {/* Radix's open list is modal (it hides the rest of the page from assistive technology and
            keeps the focus), so it says so: a modal dialog named like the select, over the page. */}
        <Layer
          $open={open}
          {...(open && {
            role: 'dialog',
            'aria-modal': true,
            'aria-label': triggerProps['aria-label'],
            'aria-labelledby': triggerProps['aria-labelledby'],
          })}
        >
          <Content position="popper" sideOffset={6} collisionPadding={8}>
            <RadixSelect.Viewport>
              {options.map((option) => (
                <Item key={option.value} value={toRadix(option.value)} disabled={option.disabled}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator asChild>
                    <Check aria-hidden size={16} />
                  </RadixSelect.ItemIndicator>
                </Item>
              ))}
            </RadixSelect.Viewport>
          </Content>
        </Layer>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

const Trigger = styled(RadixSelect.Trigger)`
  ${selectTrigger}
`;

// Open, it covers the viewport without catching the pointer: the list inside takes the clicks.
const Layer = styled.div<{ $open: boolean }>`
  ${({ $open, theme }) =>
    $open &&
    css`
      position: fixed;
      inset: 0;
      z-index: ${theme.zIndices.popover};
      pointer-events: none;
    `}
`;

const Content = styled(RadixSelect.Content)`
  pointer-events: auto;
  z-index: ${({ theme }) => theme.zIndices.popover};
  /* As wide as its trigger, wider when an option needs it (a short trigger at 320 px wrapped
     every option onto two lines), never past the screen. */
  width: max-content;
  min-width: var(--radix-select-trigger-width);
  max-width: var(--radix-select-content-available-width);
  max-height: min(var(--radix-select-content-available-height), 320px);
  overflow: hidden;
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Item = styled(RadixSelect.Item)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  /* An option that still wraps keeps apart from the next. */
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  outline: none;
  user-select: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &[data-state='checked'] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${focusRing}
`;
