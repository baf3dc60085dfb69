import { screen } from '@testing-library/react';
import { renderApp } from '@univida/shared-testing';
import { describe, expect, it } from 'vitest';
import App from '../app';

const routes = [
  ['/zonas-ocio', 'Zonas de ocio'],
  ['/zonas-ocio/abc', 'Detalle de la zona de ocio'],
  ['/eventos', 'Eventos'],
  ['/eventos/abc', 'Detalle del evento'],
  ['/novedades', 'Novedades'],
] as const;

describe('mf_social routes', () => {
  it.each(routes)('%s shows its page title', async (path, title) => {
    renderApp(<App />, { route: path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
