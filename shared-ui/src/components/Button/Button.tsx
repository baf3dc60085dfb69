import type { ComponentPropsWithRef } from 'react';
import { Slot } from 'radix-ui';
import styled, { css } from 'styled-components';
import { media } from '../../theme/media';
import { focusRing } from '../../theme/mixins';
import { Spinner } from '../Spinner/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight: one 'primary' per view, 'destructive' for irreversible actions. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router <Link>) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** Shows a spinner, sets aria-busy and disables the button while an action runs. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <StyledButton as={Slot.Root} $variant={variant} $size={size} {...props}>
        {children}
      </StyledButton>
    );
  }
  return (
    <StyledButton
      type={type ?? 'button'}
      $variant={variant}
      $size={size}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size={16} label="" />}
      {children}
    </StyledButton>
  );
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryActive};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryActive};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoftHover};
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.destructive};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.destructiveHover};
    }
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    padding-inline: 0;
    text-decoration: underline;
    text-underline-offset: 3px;
    &:hover:not(:disabled) {
      color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
} satisfies Record<ButtonVariant, unknown>;

// Every size is 44 px tall on touch screens; smaller sizes only kick in from the md breakpoint.
const sizes = {
  sm: css`
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    ${media.md`min-height: 36px;`}
  `,
  md: css`
    padding: 0 ${({ theme }) => theme.space[4]};
  `,
  // A call to action's long label wraps on a phone instead of running off the screen.
  lg: css`
    min-height: 52px;
    max-width: 100%;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.25;
    white-space: normal;
    text-align: center;
    ${media.md`padding-inline: ${({ theme }) => theme.space[6]};`}
  `,
  icon: css`
    width: ${({ theme }) => theme.sizes.touchTarget};
    padding: 0;
  `,
} satisfies Record<ButtonSize, unknown>;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast},
    transform ${({ theme }) => theme.transitions.fast};
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  ${focusRing}

  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
    box-shadow: none;
  }
  svg {
    flex-shrink: 0;
  }
`;
