import { Button, useFocusAfterRender } from '@univida/shared-ui';
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { Link } from '@univida/shared-router';
import styled from 'styled-components';
import { shellRoutes } from '../../app/shell-routes';
import { MAIN_CONTENT_ID } from '../skip-link';
import { COOKIE_BANNER_TEXT as TEXT } from './cookie-banner-text';
import { readConsent, storeConsent } from './consent-storage';
import { onCookiePreferencesOpened } from './cookie-preferences';
import { useScrollPaddingBottom } from './use-scroll-padding-bottom';

/**
 * Asks once for cookie consent; 'true' or 'false' is stored and the banner goes (SPEC §2). The
 * footer's 'Preferencias de cookies' brings it back to change the choice.
 */
export function CookieBanner() {
  const [consent, setConsent] = useState(readConsent);
  // The page's HTML banner (boot-cookie-banner.ts) may have stored a choice while this first
  // render was on its way: read again as it commits, before the banner is painted.
  useLayoutEffect(() => {
    const stored = readConsent();
    if (stored !== null) setConsent(stored);
  }, []);
  const banner = useRef<HTMLElement>(null);
  const focusAfterRender = useFocusAfterRender();
  // Brought back on purpose: focus goes to it, so a keyboard or screen reader user is where the
  // choice is (and returns to the footer's button after it, below).
  useEffect(
    () =>
      onCookiePreferencesOpened(() => {
        setConsent(null);
        focusAfterRender(() => banner.current);
      }),
    [focusAfterRender],
  );
  // Fixed at the bottom, it would hide the control Tab reaches there: the page scrolls it clear.
  useScrollPaddingBottom(banner, consent === null);
  // The chosen button goes with the banner: focus goes back to where it was before it entered
  // the banner (the footer's 'Preferencias de cookies', a field), else to the page's content,
  // instead of <body>, where the next Tab would start again from the top.
  const cameFrom = useRef<HTMLElement | null>(null);
  const noteWhereFocusCameFrom = (event: FocusEvent<HTMLElement>) => {
    const previous = event.relatedTarget;
    if (event.currentTarget.contains(previous)) return;
    cameFrom.current =
      previous instanceof HTMLElement && previous !== document.body ? previous : null;
  };
  if (consent !== null) return null;

  const choose = (accepted: boolean) => {
    const value = String(accepted);
    storeConsent(value);
    const previous = cameFrom.current;
    focusAfterRender(() =>
      previous?.isConnected && !previous.matches(':disabled')
        ? previous
        : document.getElementById(MAIN_CONTENT_ID),
    );
    setConsent(value);
  };

  return (
    <Banner
      ref={banner}
      role="region"
      aria-label={TEXT.label}
      tabIndex={-1}
      onFocus={noteWhereFocusCameFrom}
    >
      <p>
        {TEXT.notice} <Link to={shellRoutes.paths.privacy()}>{TEXT.privacy}</Link>.
      </p>
      <Buttons>
        <Button variant="outline" size="sm" onClick={() => choose(false)}>
          {TEXT.reject}
        </Button>
        <Button size="sm" onClick={() => choose(true)}>
          {TEXT.accept}
        </Button>
      </Buttons>
    </Banner>
  );
}

const Banner = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.cookieBanner};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 880px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.xl};
  p {
    flex: 1 1 280px;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  /* On a phone it keeps to a strip at the bottom, under the header and its open menu (after the
     rules above, which it overrides). */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    left: ${({ theme }) => theme.space[2]};
    right: ${({ theme }) => theme.space[2]};
    bottom: ${({ theme }) => theme.space[2]};
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]};
    p {
      font-size: ${({ theme }) => theme.fontSizes.xs};
    }
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
`;
