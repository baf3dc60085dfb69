import { render, screen } from '@testing-library/react';
import { UniVidaThemeProvider } from '@univida/shared-ui';
// Tests only: the shared router leaves MemoryRouter out of what every visitor downloads.
import { MemoryRouter } from 'react-router';
import { Route, Routes } from '@univida/shared-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import App from '../app';

const profileState = vi.hoisted(() => ({
  profile: null as { user_type: string; full_name: string } | null,
  loading: false,
}));

vi.mock('@univida/shared-auth', () => ({
  useProfile: () => ({ ...profileState, refresh: async () => {} }),
  useSession: () => ({ session: null, user: null }),
}));

function renderAt(path: string) {
  render(
    <UniVidaThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>Inicio</p>} />
          <Route path="*" element={<App />} />
        </Routes>
      </MemoryRouter>
    </UniVidaThemeProvider>,
  );
}

describe('mf_admin routes', () => {
  beforeEach(() => {
    profileState.loading = false;
    profileState.profile = null;
  });

  it('/admin shows the title and the tabs to an admin', async () => {
    profileState.profile = { user_type: 'admin', full_name: 'Ana Admin' };
    renderAt('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeInTheDocument();
    const tabNames = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabNames).toEqual([
      'Resumen',
      'Usuarios',
      'Alojamientos',
      'Zonas de ocio',
      'Novedades',
      'Sugerencias',
      'Reportes',
      'Registro',
    ]);
  });

  it('/admin sends a non-admin home', async () => {
    profileState.profile = { user_type: 'student', full_name: 'Sara' };
    renderAt('/admin');
    expect(await screen.findByText('Inicio')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Panel de administración' })).toBeNull();
  });

  it('/admin shows a spinner while the profile loads', async () => {
    profileState.loading = true;
    renderAt('/admin');
    expect(await screen.findByText('Cargando…')).toBeInTheDocument();
  });
});
