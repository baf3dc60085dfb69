import { renderApp, waitForPageHeading } from '@univida/shared-testing';
import { describe, it } from 'vitest';
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
    await waitForPageHeading(title, { timeout: 10_000 });
  });
});
