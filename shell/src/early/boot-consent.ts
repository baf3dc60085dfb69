import { COOKIE_CONSENT_KEY } from '../constants';
import { BOOT_CONSENT_ID } from '../layout/cookie-banner/boot-consent-id';

/**
 * Shows the page's HTML copy of the cookie banner (layout/cookie-banner/boot-cookie-banner.ts) when
 * no choice is stored, and stores the one its buttons make, as React's banner does: a visitor can
 * answer before the startup code has arrived, and React's banner then finds the choice made. React's
 * first render replaces the copy.
 */
export function showBootConsent(storage: Storage | null): void {
  const banner = document.getElementById(BOOT_CONSENT_ID);
  if (!banner) return;
  try {
    if (storage?.getItem(COOKIE_CONSENT_KEY) != null) return;
  } catch {
    // Storage refused (private mode): no choice is stored, so the banner asks.
  }
  banner.addEventListener('click', (event) => {
    const choice = event.target instanceof Element ? event.target.closest('button') : null;
    if (!choice) return;
    try {
      storage?.setItem(COOKIE_CONSENT_KEY, choice.value);
    } catch {
      // Without storage the choice lasts until React's banner asks again.
    }
    banner.remove();
  });
  banner.hidden = false;
}
