import { screen } from '@testing-library/react';
import { Route, Routes } from '@univida/shared-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@univida/shared-testing';
import { AdminSetupStatus } from '../admin-setup-status';

// The function call of supabase-js, driven by each test.
const invoke = vi.hoisted(() => vi.fn());
vi.mock('@univida/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@univida/shared-auth')>()),
  getSupabase: () => ({ functions: { invoke } }),
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
    let finish: (answer: unknown) => void = () => {};
    invoke.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Configurando la cuenta de administrador…',
    );
    const startedAt = Date.now();
    finish({ data: { status: 'exists', message: 'User already registered' }, error: null });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'La cuenta de administrador ya existe.' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Inicio' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2900);
    expect(invoke).toHaveBeenCalledTimes(1);
  });

  it('shows the error message and stays, offering a retry', async () => {
    invoke.mockResolvedValue({ data: null, error: new Error('Database unavailable') });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'No se pudo configurar el administrador' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Database unavailable').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
