import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../../test/render';
import { CookieBanner } from '../cookie-banner';

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

  it.each(['true', 'false'])('stays hidden once cookie_consent is %s', (stored) => {
    localStorage.setItem('cookie_consent', stored);
    renderInShell(<CookieBanner />);
    expect(banner()).not.toBeInTheDocument();
  });
});
