import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@univida/shared-testing';
import { describe, expect, it } from 'vitest';
import App from '../app';

const routes = [
  ['/alojamiento', 'Buscar Alojamiento'],
  ['/alojamiento/abc', 'Alojamiento no encontrado'],
  ['/mis-alojamientos', 'Mis alojamientos'],
  ['/roomie-match', 'RoomieMatch'],
  ['/roomie-match/abc', 'Perfil de compañero'],
  ['/chats', 'Chats'],
] as const;

// The real pages (Radix widgets, queries) render slowly on a shared 2-core machine.
describe('mf_housing routes', { timeout: 30_000 }, () => {
  it.each(routes)('%s shows its page title', async (path, title) => {
    renderApp(<App />, { route: path });
    // Checked in one pass: a page may draw its heading again (loading, then loaded), and the
    // first node found would then be gone from the document.
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument(),
      { timeout: 10_000 },
    );
  });
});
