import { render, screen } from '@testing-library/react';
import { UniVidaThemeProvider } from '@univida/shared-ui';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import App from '../App';

const routes = [
  ['/notas-corte', 'Notas de corte'],
  ['/carrera/1', 'Detalle de la carrera'],
  ['/universidad', 'Buscador de Universidades'],
  ['/becaria', 'BecarIA'],
  ['/carrera-ideal', 'CarreraIdeal'],
] as const;

describe('mf_university routes', () => {
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
