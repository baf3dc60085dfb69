import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from '@univida/shared-router';
import { HIDES_HELP_CHAT_ON_PHONE } from '@univida/shared-ui';
import styled, { createGlobalStyle } from 'styled-components';
import { mobileExtraGroup, navGroups } from '../../app/navigation';

const groups = [...navGroups, mobileExtraGroup];

interface MobileMenuProps {
  id: string;
  /** Called when a link is followed or the page around the menu is tapped, so the menu closes. */
  onClose: () => void;
  /** Extra content under the groups (the logged-out buttons). */
  footer?: ReactNode;
}

/**
 * The collapsible menu under 1024 px: the desktop groups plus 'Más' (SPEC §2 Header). While it is
 * open the page behind is dimmed and still: a tap on it closes the menu instead of scrolling it.
 */
export function MobileMenu({ id, onClose, footer }: MobileMenuProps) {
  return (
    <>
      <PageStill />
      <Scrim aria-hidden="true" onClick={onClose} />
      {/* The help chat's button would float over the menu and its dimmed page. */}
      <Panel id={id} aria-label="Menú principal" {...{ [HIDES_HELP_CHAT_ON_PHONE]: '' }}>
        <Accordion.Root type="multiple">
          {groups.map((group) => (
            <Group key={group.label} value={group.label}>
              <Accordion.Header asChild>
                <h2>
                  <GroupTrigger>
                    {group.label}
                    <ChevronDown size={18} aria-hidden="true" />
                  </GroupTrigger>
                </h2>
              </Accordion.Header>
              <Accordion.Content>
                <Links>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <MenuLink to={link.to} onClick={onClose}>
                        {link.label}
                      </MenuLink>
                    </li>
                  ))}
                </Links>
              </Accordion.Content>
            </Group>
          ))}
        </Accordion.Root>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </>
  );
}

const PageStill = createGlobalStyle`
  @media (max-width: ${({ theme }) => theme.breakpoints.lg - 0.02}px) {
    html {
      overflow: hidden;
    }
  }
`;

// Positioned against the header (its backdrop filter makes it the box of fixed descendants).
const Scrim = styled.div`
  position: fixed;
  top: 100%;
  left: 0;
  right: 0;
  height: 100vh;
  background: ${({ theme }) => theme.colors.overlay};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    display: none;
  }
`;

const Panel = styled.nav`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - 64px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    display: none;
  }
`;

const Group = styled(Accordion.Item)`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: inherit;
  }
`;

const GroupTrigger = styled(Accordion.Trigger)`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 0;
  background: transparent;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  svg {
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Links = styled.ul`
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[2]};
  list-style: none;
`;

const MenuLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.primaryActive};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Footer = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
`;
