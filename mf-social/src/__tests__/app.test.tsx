import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@univida/shared-testing';
import { describe, expect, it } from 'vitest';
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
      // Checked in one pass: a page may draw its heading again (loading, then loaded), and the
      // first node found would then be gone from the document.
      await waitFor(
        () => expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument(),
        { timeout: 15_000 },
      );
    },
    30_000,
  ); // the first page imports the remote's code cold, on a busy machine
});
