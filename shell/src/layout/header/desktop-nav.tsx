import { ChevronDown } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Link } from '@univida/shared-router';
import styled from 'styled-components';
import { navGroups, type NavGroup } from '../../app/navigation';

type Opened = { group: string; by: 'hover' | 'click' } | null;

/**
 * Desktop dropdown groups as the disclosure navigation pattern: each group is a button that shows
 * or hides its list of links, right after it in the tab order. Opens on hover and on click or
 * Enter/Space; Escape, a click elsewhere or focus leaving the group closes it. Written here
 * rather than Radix NavigationMenu: every visit downloads the header, and that menu weighed about
 * 9 KiB gzip of Home's first load for these few lines of behaviour.
 */
export function DesktopNav() {
  const [opened, setOpened] = useState<Opened>(null);
  const rootRef = useRef<HTMLElement>(null);

  // A press anywhere outside the menu closes the open group, as a click elsewhere would; so does
  // Escape with focus elsewhere (a group opened by hover must be dismissible, WCAG 1.4.13). With
  // focus inside, the group's own handler closes it and gives focus back to its button.
  useEffect(() => {
    if (!opened) return;
    const closeOutside = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpened(null);
    };
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !rootRef.current?.contains(document.activeElement))
        setOpened(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [opened]);

  return (
    <Root ref={rootRef} aria-label="Navegación principal">
      <List>
        {navGroups.map((group) => (
          <Group
            key={group.label}
            group={group}
            opened={opened}
            onOpen={(by) => setOpened({ group: group.label, by })}
            onClose={() =>
              setOpened((current) => (current?.group === group.label ? null : current))
            }
          />
        ))}
      </List>
    </Root>
  );
}

interface GroupProps {
  group: NavGroup;
  opened: Opened;
  onOpen(by: 'hover' | 'click'): void;
  onClose(): void;
}

function Group({ group, opened, onOpen, onClose }: GroupProps) {
  const listId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const open = opened?.group === group.label;
  const byMouse = (handler: () => void) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') handler();
  };

  return (
    <li
      onPointerEnter={byMouse(() => !open && onOpen('hover'))}
      onPointerLeave={byMouse(() => opened?.by === 'hover' && onClose())}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !open) return;
        onClose();
        trigger.current?.focus();
      }}
      onBlur={(event: FocusEvent) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) onClose();
      }}
    >
      <Trigger
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        // A hover already opened it: the click that usually follows keeps it open.
        onClick={() => (open && opened?.by === 'click' ? onClose() : onOpen('click'))}
      >
        {group.label} <ChevronDown size={14} aria-hidden="true" />
      </Trigger>
      {open && (
        <Content>
          <Links id={listId}>
            {group.links.map((link) => (
              <li key={link.to}>
                <MenuLink to={link.to} onClick={onClose}>
                  {link.label}
                </MenuLink>
              </li>
            ))}
          </Links>
        </Content>
      )}
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

const Trigger = styled.button`
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
  &[aria-expanded='true'] {
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
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

// Its top padding bridges the gap under the button, so the pointer crossing it stays in the group.
const Content = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.popover};
  padding-top: 6px;
`;

const Links = styled.ul`
  display: grid;
  min-width: 240px;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
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
