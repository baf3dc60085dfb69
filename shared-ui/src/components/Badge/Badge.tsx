import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

export type BadgeVariant =
  'default' | 'secondary' | 'destructive' | 'success' | 'warning' | 'outline';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  variant?: BadgeVariant;
}

/** Small status label ('Nuevo', '92% compatible', a category). */
export function Badge({ variant = 'default', ...props }: BadgeProps) {
  return <StyledBadge $variant={variant} {...props} />;
}

const variants = {
  default: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryActive};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.destructiveSoft};
    color: ${({ theme }) => theme.colors.destructiveText};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.successText};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warningText};
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
  `,
} satisfies Record<BadgeVariant, unknown>;

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.5;
  white-space: nowrap;
  /* As wide as its text even in a stretching column (a card header), never a full-width bar. */
  width: fit-content;
  ${({ $variant }) => variants[$variant]}
  svg {
    width: 12px;
    height: 12px;
  }
`;
