import { COOKIE_CONSENT_KEY } from '../../constants';

// The visitor's cookie choice, 'true' or 'false' (SPEC §2), as React's banner and the page's HTML
// copy of it (src/early/boot-consent.ts) read and store it. No imports beyond the constant: the
// page's first script bundles it.

/** The stored choice; storage can be unavailable (private mode), which counts as unset. */
export function readConsent(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

/** Stores the choice; without storage it lasts for this page only (whoever shows it says so). */
export function storeConsent(value: string): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    // Storage full or refused.
  }
}
