import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@univida/shared-router';
import { renderApp } from '@univida/shared-testing';
import { anonClient, unreachableClient } from '@univida/shared-testing/backend';
import { describe, expect, it, vi } from 'vitest';
import { AdminSetupStatus } from '../admin-setup-status';

// The page calls the real setup-admin function of the backend the package's test setup started
// (its admin account is made at start-up, as `npm start` does), or a backend that is down.
const client = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('@univida/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@univida/shared-auth')>()),
  getSupabase: () => client.current,
}));

function renderPage() {
  renderApp(
    <Routes>
      <Route path="/setup-admin" element={<AdminSetupStatus />} />
      <Route path="/" element={<h1>Inicio</h1>} />
    </Routes>,
    { route: '/setup-admin' },
  );
}

describe('AdminSetupStatus', { timeout: 30_000 }, () => {
  it('shows loading, then the existing admin, then goes home after 3 s', async () => {
    client.current = anonClient();
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Configurando la cuenta de administrador…',
    );
    expect(
      await screen.findByRole(
        'heading',
        { name: 'La cuenta de administrador ya existe.' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    // The success stays on screen (the redirect waits), then home.
    expect(screen.queryByRole('heading', { name: 'Inicio' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Inicio' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows why it failed and stays, and Reintentar tries again', async () => {
    client.current = unreachableClient();
    renderPage();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No se pudo configurar el administrador' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Failed to send a request/).length).toBeGreaterThan(0);

    client.current = anonClient(); // the backend is back
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'La cuenta de administrador ya existe.' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
