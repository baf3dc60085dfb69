import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_KEY } from '../../constants';
import { BOOT_CONSENT_ID } from '../../layout/cookie-banner/boot-consent-id';
import { showBootConsent } from '../boot-consent';

const banner = () => document.getElementById(BOOT_CONSENT_ID);
const button = (value: string) =>
  document.querySelector<HTMLButtonElement>(`#${BOOT_CONSENT_ID} button[value="${value}"]`)!;

describe("the HTML's cookie banner", () => {
  beforeEach(() => {
    document.body.innerHTML =
      `<div id="root"><section id="${BOOT_CONSENT_ID}" hidden><p>Usamos cookies</p>` +
      '<div><button value="false">Rechazar</button><button value="true">Aceptar</button></div>' +
      '</section></div>';
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('is shown when no choice is stored', () => {
    showBootConsent();
    expect(banner()?.hidden).toBe(false);
  });

  it('stays hidden when the visitor has chosen', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'false');
    showBootConsent();
    expect(banner()?.hidden).toBe(true);
  });

  it.each([
    ['Aceptar', 'true'],
    ['Rechazar', 'false'],
  ])('%s stores its choice for React and removes the banner', (_, value) => {
    showBootConsent();
    button(value).click();
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe(value);
    expect(banner()).toBeNull();
  });

  it('a click beside the buttons chooses nothing', () => {
    showBootConsent();
    banner()!.querySelector('p')!.click();
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
    expect(banner()?.hidden).toBe(false);
  });

  it('without storage it asks, and a choice closes it for this page', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    showBootConsent();
    expect(banner()?.hidden).toBe(false);
    button('true').click();
    expect(banner()).toBeNull();
  });

  it('does nothing on a page without the banner', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => showBootConsent()).not.toThrow();
  });
});
