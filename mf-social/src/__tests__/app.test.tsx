import { render, screen } from '@testing-library/react';
import { UniVidaThemeProvider } from '@univida/shared-ui';
// Tests only: the shared router leaves MemoryRouter out of what every visitor downloads.
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import App from '../App';

const routes = [
  ['/zonas-ocio', 'Zonas de ocio'],
  ['/zonas-ocio/abc', 'Detalle de la zona de ocio'],
  ['/eventos', 'Eventos'],
  ['/eventos/abc', 'Detalle del evento'],
  ['/novedades', 'Novedades'],
] as const;

describe('mf_social routes', () => {
  it.each(routes)('%s shows its page title', async (path, title) => {
    render(
      <UniVidaThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>
      </UniVidaThemeProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
