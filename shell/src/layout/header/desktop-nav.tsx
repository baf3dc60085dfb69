import { ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from '@univida/shared-router';
import styled from 'styled-components';
import { navGroups } from '../../app/navigation';

/** Desktop dropdown groups: open on hover, and on click or keyboard (Radix NavigationMenu). */
export function DesktopNav() {
  const [open, setOpen] = useState('');
  const rootRef = useRef<HTMLElement>(null);
  // An open trigger renders a focus sentinel (a tabbable span that moves focus into its links)
  // marked aria-hidden, which axe rightly fails (aria-hidden-focus, radix-ui/primitives#3085). It
  // holds no text, so leaving it in the accessibility tree is silent; the same fix reka-ui made.
  useLayoutEffect(() => {
    rootRef.current
      ?.querySelectorAll('span[aria-hidden="true"][tabindex="0"]')
      .forEach((sentinel) => sentinel.removeAttribute('aria-hidden'));
  }, [open]);

  return (
    <Root ref={rootRef} value={open} onValueChange={setOpen} aria-label="Navegación principal">
      <List>
        {navGroups.map((group) => (
          <NavigationMenu.Item key={group.label} value={group.label}>
            <Trigger>
              {group.label} <ChevronDown size={14} aria-hidden="true" />
            </Trigger>
            <Content>
              <Links>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavigationMenu.Link asChild>
                      <MenuLink to={link.to}>{link.label}</MenuLink>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </Links>
            </Content>
          </NavigationMenu.Item>
        ))}
      </List>
    </Root>
  );
}

const Root = styled(NavigationMenu.Root)`
  display: none;
  position: relative;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    display: block;
  }
`;

const List = styled(NavigationMenu.List)`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    position: relative;
  }
`;

const Trigger = styled(NavigationMenu.Trigger)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover,
  &[data-state='open'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
`;

const Content = styled(NavigationMenu.Content)`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.popover};
  min-width: 240px;
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Links = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MenuLink = styled(Link)`
  display: flex;
  white-space: nowrap;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.primaryActive};
    background: ${({ theme }) => theme.colors.primarySoft};
    outline: none;
  }
`;
