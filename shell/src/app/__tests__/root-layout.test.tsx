import { screen } from '@testing-library/react';
import { Route, Routes } from '@univida/shared-router';
import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../federation/__tests__/test-config';
import { RegistryContext } from '../../federation/registry-context';
import { RemoteRegistry } from '../../federation/remote-registry';
import { renderInShell } from '../../test/render';
import { RootLayout } from '../root-layout';

// The header and footer both throw while rendering; the fallback bar is the real one.
vi.mock('../../layout/header/header', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../layout/header/header')>()),
  Header: () => {
    throw new Error('header exploded');
  },
}));
vi.mock('../../layout/footer/footer', () => ({
  Footer: () => {
    throw new Error('footer exploded');
  },
}));

describe('RootLayout', () => {
  it('keeps the page and its content when the header and the footer throw', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const registry = new RemoteRegistry(testConfig, {
      registerRemotes: vi.fn(),
      loadRemote: vi.fn(),
    });
    renderInShell(
      <RegistryContext.Provider value={registry}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route index element={<h1>Contenido de la página</h1>} />
          </Route>
        </Routes>
      </RegistryContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Contenido de la página' })).toBeInTheDocument();
    // The header's stand-in still links home; the footer is simply gone.
    expect(screen.getByRole('link', { name: /UniVida, ir al inicio/ })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    // The cookie banner comes right after the skip link in the tab order, before the header.
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    const banner = screen.getByRole('region', { name: 'Aviso de cookies' });
    const home = screen.getByRole('link', { name: /UniVida, ir al inicio/ });
    expect(skip.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.compareDocumentPosition(home) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
