import { ChevronDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Link } from '@univida/shared-router';
import styled from 'styled-components';
import { navGroups, type NavGroup as NavGroupType } from '../../app/navigation';
import { NAV_HOVER_CLOSE_DELAY_MS } from '../../constants';

/**
 * Desktop dropdown groups (disclosure navigation: a button per group that shows its links). They
 * open on hover (SPEC §2) and on click or keyboard; Radix Popover, non-modal and in place, gives
 * Escape, outside clicks and focus leaving to close, with nothing hidden from assistive technology.
 */
export function DesktopNav() {
  return (
    <Root aria-label="Navegación principal">
      <List>
        {navGroups.map((group) => (
          <NavGroup key={group.label} group={group} />
        ))}
      </List>
    </Root>
  );
}

function NavGroup({ group }: { group: NavGroupType }) {
  const [open, setOpen] = useState(false);
  // Opened by the mouse hovering: the focus stays where it is, and a click keeps it open.
  const byHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const hover = (entering: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    if (entering) {
      byHover.current = !open || byHover.current;
      setOpen(true);
    } else if (byHover.current) {
      // A moment's grace to cross the gap between the button and its panel.
      closeTimer.current = window.setTimeout(() => setOpen(false), NAV_HOVER_CLOSE_DELAY_MS);
    }
  };
  const change = (next: boolean) => {
    byHover.current = false;
    setOpen(next);
  };

  return (
    <li onPointerEnter={hover(true)} onPointerLeave={hover(false)}>
      <Popover.Root open={open} onOpenChange={change}>
        <Trigger
          onClick={(event) => {
            if (!byHover.current) return;
            // Radix skips its toggle: a click on a panel the hover opened keeps it open.
            event.preventDefault();
            byHover.current = false;
          }}
        >
          {group.label} <ChevronDown size={14} aria-hidden="true" />
        </Trigger>
        <Content
          aria-label={group.label}
          align="start"
          sideOffset={6}
          onOpenAutoFocus={(event) => byHover.current && event.preventDefault()}
          onCloseAutoFocus={(event) => byHover.current && event.preventDefault()}
        >
          <Links>
            {group.links.map((link) => (
              <li key={link.to}>
                <MenuLink to={link.to} onClick={() => change(false)}>
                  {link.label}
                </MenuLink>
              </li>
            ))}
          </Links>
        </Content>
      </Popover.Root>
    </li>
  );
}

const Root = styled.nav`
  display: none;
  position: relative;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    display: block;
  }
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    position: relative;
  }
`;

const Trigger = styled(Popover.Trigger)`
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

const Content = styled(Popover.Content)`
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
