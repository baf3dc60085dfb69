import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@univida/shared-auth';
import { currentUrl, renderApp } from '@univida/shared-testing';
import { connectSupabase, signUpUser } from '@univida/shared-testing/backend';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginForm } from '../features/auth/components/login-form';

// The form signs in through the page's own client on the real Auth server (the package's test
// setup); what the visitor sees comes from what the server answered.
beforeAll(connectSupabase);

function SignedInAs() {
  const { user } = useSession();
  return <p>{user ? `Sesión de ${user.email}` : 'Sin sesión'}</p>;
}

function renderLogin() {
  renderApp(
    <>
      <LoginForm redirectTo="/inicio" />
      <SignedInAs />
    </>,
    { route: '/login' },
  );
}

// user-event typing is slow on a shared 2-core machine.
describe('LoginForm', { timeout: 60_000 }, () => {
  it('asks for a valid email and a password before calling the backend', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'no-es-un-email');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Introduce un email válido.')).toBeInTheDocument();
    expect(screen.getByText('Introduce tu contraseña.')).toBeInTheDocument();
    expect(screen.getByText('Sin sesión')).toBeInTheDocument();
  });

  it('says an empty email is missing, as the other account forms do', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El email es obligatorio.')).toBeInTheDocument();
  });

  it('says why a wrong password is refused, then signs in with the right one and goes on', async () => {
    const student = await signUpUser();
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), student.email);
    await userEvent.type(screen.getByLabelText('Contraseña'), 'No-es-la-clave-1');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    // Said in the toast and in the form, where focus goes.
    const form = screen.getByRole('button', { name: 'Iniciar sesión' }).closest('form')!;
    const said = await within(form).findByText('Revisa tu correo y contraseña.', undefined, {
      timeout: 10_000,
    });
    await waitFor(() => expect(said).toHaveFocus());
    expect(screen.getAllByText('Revisa tu correo y contraseña.')).toHaveLength(2);
    expect(screen.getByText('Sin sesión')).toBeInTheDocument();
    expect(currentUrl.value).toBe('/login');

    await userEvent.clear(screen.getByLabelText('Contraseña'));
    await userEvent.type(screen.getByLabelText('Contraseña'), student.password);
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(
      await screen.findByText(`Sesión de ${student.email}`, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('¡Bienvenido de nuevo!')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl.value).toBe('/inicio'));
  });
});
