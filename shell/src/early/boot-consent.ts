import { BOOT_CONSENT_ID } from '../layout/cookie-banner/boot-consent-id';
import { readConsent, storeConsent } from '../layout/cookie-banner/consent-storage';

/**
 * Shows the page's HTML copy of the cookie banner (layout/cookie-banner/boot-cookie-banner.ts) when
 * no choice is stored, and stores the one its buttons make, as React's banner does: a visitor can
 * answer before the startup code has arrived, and React's banner then finds the choice made. React's
 * first render replaces the copy.
 */
export function showBootConsent(): void {
  const banner = document.getElementById(BOOT_CONSENT_ID);
  if (!banner || readConsent() !== null) return;
  banner.addEventListener('click', (event) => {
    const choice = event.target instanceof Element ? event.target.closest('button') : null;
    if (!choice) return;
    storeConsent(choice.value);
    banner.remove();
  });
  banner.hidden = false;
}
