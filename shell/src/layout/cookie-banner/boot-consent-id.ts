/**
 * The id of the banner's copy in the page's HTML (boot-cookie-banner.ts), which the page's first
 * script shows and answers (shell/src/early/boot-consent.ts) until React's banner takes its place.
 * Its buttons carry the choice they store as their `value`.
 */
export const BOOT_CONSENT_ID = 'uv-consent';
