// The footer's 'Preferencias de cookies' asks the banner to show again: a window event, since the
// two are sibling sections of the page frame with no state to share.
const OPEN_EVENT = 'univida:cookie-preferences';

export function openCookiePreferences() {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function onCookiePreferencesOpened(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}
