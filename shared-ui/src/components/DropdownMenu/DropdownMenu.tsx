import type { ComponentPropsWithRef } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import styled from 'styled-components';

/**
 * Non-modal (the menu button pattern): the rest of the page stays in the accessibility tree, so no
 * focusable content ends up under aria-hidden while the menu is open.
 */
function Root({ modal = false, ...props }: ComponentPropsWithRef<typeof RadixMenu.Root>) {
  return <RadixMenu.Root modal={modal} {...props} />;
}

/**
 * Menu panel offset from its trigger, rendered in place (it floats with fixed positioning): it
 * stays inside its trigger's landmark, as every piece of content must (axe 'region').
 */
function Content({
  sideOffset = 6,
  align = 'end',
  ...props
}: ComponentPropsWithRef<typeof RadixMenu.Content>) {
  return <StyledContent sideOffset={sideOffset} align={align} {...props} />;
}

const StyledContent = styled(RadixMenu.Content)`
  z-index: ${({ theme }) => theme.zIndices.popover};
  min-width: 200px;
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Item = styled(RadixMenu.Item)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  user-select: none;
  /* The focused (or hovered) item: a tint alone (#eef2ff on white) is too faint to see, so a 2px
     indigo outline inside its edge marks it too (6:1 against white and against the tint). */
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.primarySoftHover};
    color: ${({ theme }) => theme.colors.primaryActive};
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  svg {
    flex-shrink: 0;
    width: 16px;
    height: 16px;
  }
`;

const Label = styled(RadixMenu.Label)`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Separator = styled(RadixMenu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space[1]} 0;
  background: ${({ theme }) => theme.colors.border};
`;

/**
 * Dropdown menu (Radix: menu/menuitem roles, arrow keys, typeahead). Items navigate with
 * `asChild` around a router <Link>, or act with `onSelect`.
 */
export const DropdownMenu = {
  Root,
  Trigger: RadixMenu.Trigger,
  Content,
  Item,
  Label,
  Separator,
  Group: RadixMenu.Group,
};
