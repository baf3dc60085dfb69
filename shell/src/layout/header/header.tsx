import { useProfile, useSession } from '@univida/shared-auth';
import { Container, Skeleton, theme } from '@univida/shared-ui';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from '@univida/shared-router';
import styled from 'styled-components';
import { AuthButtons } from './auth-buttons';
import { HEADER_HEIGHT_PX } from './bar';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { useInertOutside } from './use-inert-outside';

// Loaded on demand to keep a visitor's first download small (download budget): the account menu
// (Radix DropdownMenu) only renders for a signed-in user, the mobile menu only once opened.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/** The bar with only the logo, standing in for the header if it fails (see SectionBoundary). */
export function HeaderFallback() {
  return (
    <Bar>
      <Inner>
        <Logo />
      </Inner>
    </Bar>
  );
}

/** The fixed top bar on every page (SPEC §2 Header). */
export function Header() {
  const { user } = useSession();
  const { profile, loading } = useProfile();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpenOn(null);
  const bar = useRef<HTMLElement>(null);
  // Open, the menu dims and stills the page: Tab stays in the header and its menu.
  useInertOutside(bar, menuOpen);
  // The menu exists below lg only: a window widened past it closes the menu (and frees the page).
  useEffect(() => {
    if (!menuOpen) return;
    const wide = window.matchMedia(`(min-width: ${theme.breakpoints.lg}px)`);
    const closeWhenWide = () => wide.matches && setMenuOpenOn(null);
    closeWhenWide();
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [menuOpen]);
  // Escape closes the open menu, as it does every other overlay, and focus goes back to its button.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    closeMenu();
    menuButton.current?.focus();
  };

  // While the profile of a session loads, hold the space instead of flashing the login buttons.
  const resolving = Boolean(user && !profile && loading);

  return (
    <Bar ref={bar} onKeyDown={closeOnEscape}>
      <Inner>
        <Logo />
        <DesktopNav />
        <Actions>
          {user && profile ? (
            <Suspense fallback={<AccountPlaceholder />}>
              <AccountMenu profile={profile} email={user.email ?? null} />
            </Suspense>
          ) : resolving ? (
            <AccountPlaceholder />
          ) : (
            <WideOnly>
              <AuthButtons />
            </WideOnly>
          )}
          <MenuButton
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </MenuButton>
        </Actions>
      </Inner>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            onClose={closeMenu}
            footer={
              (user && profile) || resolving ? undefined : <AuthButtons onNavigate={closeMenu} />
            }
          />
        </Suspense>
      )}
    </Bar>
  );
}

function AccountPlaceholder() {
  return <Skeleton width={40} height={40} circle aria-label="Cargando cuenta" />;
}

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: rgba(255, 255, 255, 0.92);
  backdrop-filter: saturate(180%) blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  height: ${HEADER_HEIGHT_PX}px;
  > nav {
    margin-left: ${({ theme }) => theme.space[4]};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
`;

const WideOnly = styled.div`
  display: none;
  gap: ${({ theme }) => theme.space[2]};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    display: flex;
  }
`;

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    display: none;
  }
`;
