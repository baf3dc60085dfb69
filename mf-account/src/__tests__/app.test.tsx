import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from '../app';
import { renderApp, waitForPageHeading } from '@univida/shared-testing';

const routes = [
  ['/login', 'Iniciar sesión'],
  ['/register', 'Registrarse'],
  ['/setup-admin', 'Configuración de administrador'],
  ['/profile', 'Mi Perfil'],
  ['/favorites', 'Favoritos'],
  ['/restablecer-contrasena', 'Restablecer contraseña'],
  ['/mis-busquedas', 'Mis búsquedas'],
] as const;

// Rendering the real Radix widgets under user-event is slow on a shared 2-core machine.
describe('mf_account routes', { timeout: 30_000 }, () => {
  it.each(routes)('%s shows its page title', async (path, title) => {
    renderApp(<App />, { route: path });
    await waitForPageHeading(title, { timeout: 5000 });
  });

  it.each([
    ['/profile', 'Inicia sesión para ver tu perfil'],
    ['/favorites', 'Inicia sesión para ver tus favoritos'],
    ['/mis-busquedas', 'Inicia sesión para ver tus búsquedas'],
  ])('%s asks a signed-out visitor to log in', async (path, message) => {
    renderApp(<App />, { route: path });
    expect(
      await screen.findByRole('heading', { name: message }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  });
});
