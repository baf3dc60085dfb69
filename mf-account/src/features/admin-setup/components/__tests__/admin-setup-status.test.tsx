import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@univida/shared-router';
import { renderApp } from '@univida/shared-testing';
import { connectSupabase, takeBackendDown } from '@univida/shared-testing/backend';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminSetupStatus } from '../admin-setup-status';

// The page calls, through its own client, the real setup-admin function of the backend the
// package's test setup started (its admin account is made at start-up, as `npm start` does).
beforeAll(connectSupabase);

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
    const bringBack = takeBackendDown();
    renderPage();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No se pudo configurar el administrador' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    // Said in Spanish, not functions-js' 'Failed to send a request to the Edge Function'.
    expect(screen.getAllByText(/^No hay conexión con el servidor/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Failed to send a request/)).not.toBeInTheDocument();

    bringBack();
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
