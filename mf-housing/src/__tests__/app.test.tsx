import { screen } from '@testing-library/react';
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
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
