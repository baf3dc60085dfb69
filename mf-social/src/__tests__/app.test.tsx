import { renderApp, waitForPageHeading } from '@univida/shared-testing';
import { describe, it } from 'vitest';
import App from '../app';

const routes = [
  ['/zonas-ocio', 'Zonas de ocio'],
  ['/zonas-ocio/abc', 'Zona de ocio no encontrada'],
  ['/eventos', 'Eventos'],
  ['/eventos/abc', 'Evento no encontrado'],
  ['/novedades', 'Novedades'],
] as const;

describe('mf_social routes', () => {
  it.each(routes)(
    '%s shows its page title',
    async (path, title) => {
      renderApp(<App />, { route: path });
      await waitForPageHeading(title, { timeout: 15_000 });
    },
    30_000,
  ); // the first page imports the remote's code cold, on a busy machine
});
