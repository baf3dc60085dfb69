import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../test/render';
import { MAIN_CONTENT_ID } from '../../skip-link';
import { CookieBanner } from '../cookie-banner';
import { openCookiePreferences } from '../cookie-preferences';

const banner = () => screen.queryByRole('region', { name: 'Aviso de cookies' });

describe('CookieBanner', () => {
  it('asks while no choice is stored and links to the privacy policy', () => {
    renderInShell(<CookieBanner />);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it.each([
    ['Aceptar', 'true'],
    ['Rechazar', 'false'],
  ])('%s stores cookie_consent=%s and hides the banner', async (button, stored) => {
    renderInShell(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(localStorage.getItem('cookie_consent')).toBe(stored);
    expect(banner()).not.toBeInTheDocument();
  });

  it('stays hidden when the HTML banner stored a choice while its first render was on its way', () => {
    // Rendered after the banner, as a click on the page's HTML copy lands between the banner's
    // render (which read no choice) and its commit.
    function ChoiceMadeMeanwhile() {
      localStorage.setItem('cookie_consent', 'true');
      return null;
    }
    renderInShell(
      <>
        <CookieBanner />
        <ChoiceMadeMeanwhile />
      </>,
    );
    expect(banner()).not.toBeInTheDocument();
  });

  it.each(['true', 'false'])('stays hidden once cookie_consent is %s', (stored) => {
    localStorage.setItem('cookie_consent', stored);
    renderInShell(<CookieBanner />);
    expect(banner()).not.toBeInTheDocument();
  });
});

describe('CookieBanner and focus', () => {
  /** A page around the banner: a field before it, the content after it (as in RootLayout). */
  function renderPage() {
    renderInShell(
      <>
        <input aria-label="Buscar" />
        <CookieBanner />
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <button type="button">Siguiente</button>
        </main>
      </>,
    );
  }

  it.each(['Aceptar', 'Rechazar'])(
    '%s by keyboard gives focus back to where it was before the banner',
    async (choice) => {
      const user = userEvent.setup();
      renderPage();
      screen.getByRole('textbox', { name: 'Buscar' }).focus();
      await user.tab(); // the privacy link, inside the banner
      await user.tab();
      if (choice === 'Aceptar') await user.tab();
      expect(screen.getByRole('button', { name: choice })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(banner()).not.toBeInTheDocument();
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Buscar' })),
      );
      expect(document.activeElement).not.toBe(document.body);
    },
  );

  it('gives focus to the main content when focus came from nowhere', async () => {
    const user = userEvent.setup();
    renderPage();
    screen.getByRole('button', { name: 'Aceptar' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    expect(document.activeElement).not.toBe(document.body);
  });

  it("takes focus when the footer's button brings it back, and gives it back after the choice", async () => {
    localStorage.setItem('cookie_consent', 'true');
    const user = userEvent.setup();
    renderInShell(
      <>
        <CookieBanner />
        <button type="button" onClick={openCookiePreferences}>
          Preferencias de cookies
        </button>
      </>,
    );
    const preferences = screen.getByRole('button', { name: 'Preferencias de cookies' });
    await user.click(preferences);
    await waitFor(() => expect(banner()).toHaveFocus());
    await user.tab(); // the privacy link
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Aceptar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(localStorage.getItem('cookie_consent')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(preferences));
  });
});

describe('CookieBanner and what it covers', () => {
  const observers: ResizeObserverCallback[] = [];
  let covered = 150;

  function stubLayout() {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const top =
        this.getAttribute('aria-label') === 'Aviso de cookies' ? innerHeight - covered : 0;
      return { top, bottom: innerHeight, left: 0, right: 0, width: 0, height: 0 } as DOMRect;
    });
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    observers.length = 0;
    covered = 150;
  });

  const padding = () => document.documentElement.style.scrollPaddingBottom;

  it('keeps scroll-padding-bottom at the height it covers while it shows, and removes it', async () => {
    stubLayout();
    renderInShell(<CookieBanner />);
    expect(padding()).toBe('158px');

    // Taller (the text wraps on a narrower screen): the observer measures it again.
    covered = 200;
    act(() => observers.forEach((callback) => callback([], {} as ResizeObserver)));
    expect(padding()).toBe('208px');

    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(banner()).not.toBeInTheDocument();
    expect(padding()).toBe('');

    // Brought back by 'Preferencias de cookies': the padding is back too.
    act(openCookiePreferences);
    expect(banner()).toBeInTheDocument();
    expect(padding()).toBe('208px');
  });

  it('removes the padding when the banner is unmounted', () => {
    stubLayout();
    const { unmount } = renderInShell(<CookieBanner />);
    expect(padding()).toBe('158px');
    unmount();
    expect(padding()).toBe('');
  });
});
