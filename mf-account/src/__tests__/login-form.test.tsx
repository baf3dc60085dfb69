import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UniVidaThemeProvider } from '@univida/shared-ui';
// Tests only: the shared router leaves MemoryRouter out of what every visitor downloads.
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../features/auth/components/login-form';

const signIn = vi.hoisted(() => vi.fn());
vi.mock('@univida/shared-auth', () => ({ signIn }));

describe('LoginForm', () => {
  it('asks for a valid email and a password before calling the backend', async () => {
    render(
      <UniVidaThemeProvider>
        <MemoryRouter>
          <LoginForm />
        </MemoryRouter>
      </UniVidaThemeProvider>,
    );
    await userEvent.type(screen.getByLabelText('Email'), 'no-es-un-email');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Introduce un email válido.')).toBeInTheDocument();
    expect(screen.getByText('Introduce tu contraseña.')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });
});
