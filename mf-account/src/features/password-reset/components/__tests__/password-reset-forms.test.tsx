import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UniVidaThemeProvider } from '@univida/shared-ui';
// Tests only: the shared router leaves MemoryRouter out of what every visitor downloads.
import { MemoryRouter } from 'react-router';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordForm } from '../new-password-form';
import { RequestResetForm } from '../request-reset-form';

const api = vi.hoisted(() => ({
  requestPasswordReset: vi.fn(),
  setNewPassword: vi.fn(),
  redeemRecoveryToken: vi.fn(),
}));
vi.mock('../../api/password-reset', () => api);

const renderForm = (ui: ReactElement) =>
  render(
    <UniVidaThemeProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </UniVidaThemeProvider>,
  );

// user-event typing is slow on a shared 2-core machine.
describe('RequestResetForm', { timeout: 30_000 }, () => {
  it('asks for a valid email, then sends the link and says to check the inbox', async () => {
    api.requestPasswordReset.mockResolvedValue({ data: {}, error: null });
    renderForm(<RequestResetForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'no-es-un-email');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Introduce un email válido.')).toBeInTheDocument();
    expect(api.requestPasswordReset).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'lucia@uv.es');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('heading', { name: '📧 Revisa tu correo' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Si hay una cuenta con lucia@uv.es');
    expect(api.requestPasswordReset).toHaveBeenCalledWith('lucia@uv.es');
  });
});

describe('NewPasswordForm', { timeout: 30_000 }, () => {
  it('needs both passwords to match before saving the new one', async () => {
    api.setNewPassword.mockResolvedValue({ data: {}, error: null });
    renderForm(<NewPasswordForm email="lucia@uv.es" />);
    expect(screen.getByText('Elige una contraseña nueva para lucia@uv.es.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'Nueva-clave-2026');
    await userEvent.type(screen.getByLabelText('Repite la contraseña'), 'Otra-clave-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(api.setNewPassword).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Repite la contraseña'));
    await userEvent.type(screen.getByLabelText('Repite la contraseña'), 'Nueva-clave-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(api.setNewPassword).toHaveBeenCalledWith('Nueva-clave-2026');
  });
});
