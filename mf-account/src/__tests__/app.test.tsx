import { render, screen } from '@testing-library/react';
import { UniVidaThemeProvider } from '@univida/shared-ui';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import App from '../App';

const routes = [
  ['/login', 'Iniciar sesión'],
  ['/register', 'Registrarse'],
  ['/setup-admin', 'Configuración de administrador'],
  ['/profile', 'Mi Perfil'],
  ['/favorites', 'Favoritos'],
] as const;

describe('mf_account routes', () => {
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
