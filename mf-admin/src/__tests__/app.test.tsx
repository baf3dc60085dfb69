import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@univida/shared-router';
import { currentProfile, renderApp, waitForPageHeading } from '@univida/shared-testing';
import { signInAdminPage, signInPage, signUpUser } from '@univida/shared-testing/backend';
import { describe, expect, it } from 'vitest';
import App from '../app';

// Who may see /admin is what the real backend (supabase-local, started by the package's test
// setup) says of the signed-in user: the page's AuthProvider reads their session and profile.
function renderAt(path: string) {
  renderApp(
    <Routes>
      <Route path="/" element={<p>Inicio</p>} />
      <Route path="*" element={<App />} />
    </Routes>,
    { route: path },
  );
}

// The dashboard's chunks and the first requests take a while on a shared 2-core machine.
const SLOW = { timeout: 10_000 };

describe('mf_admin routes', { timeout: 30_000 }, () => {
  // The page starts with the session but not yet the profile: were it not to wait for the
  // profile, it would send the admin home.
  it('/admin shows the title and the tabs to an admin', async () => {
    await signInAdminPage();
    renderAt('/admin');
    await waitForPageHeading('Panel de administración', SLOW);
    expect(currentProfile.value?.user_type).toBe('admin');
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

  it('/admin sends a signed-in student home', async () => {
    await signInPage(await signUpUser({ full_name: 'Sara Estudiante', user_type: 'student' }));
    renderAt('/admin');
    await waitFor(() => expect(currentProfile.value?.user_type).toBe('student'), SLOW);
    expect(await screen.findByText('Inicio')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Panel de administración' })).toBeNull();
  });
});
