import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@univida/shared-testing';
import {
  anonClient,
  connectSupabase,
  signInPage,
  signUpUser,
} from '@univida/shared-testing/backend';
import { beforeAll, describe, expect, it } from 'vitest';
import { NewPasswordForm } from '../new-password-form';
import { RequestResetForm } from '../request-reset-form';

// The forms call the real Auth server of the backend the package's test setup started.
beforeAll(connectSupabase);

// user-event typing is slow on a shared 2-core machine.
describe('RequestResetForm', { timeout: 60_000 }, () => {
  it('asks for a valid email, then sends the link and says to check the inbox', async () => {
    const student = await signUpUser();
    renderApp(<RequestResetForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'no-es-un-email');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Introduce un email válido.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Revisa tu correo' })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), student.email);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    const sent = await screen.findByRole(
      'heading',
      { name: 'Revisa tu correo' },
      { timeout: 10_000 },
    );
    // The form went away with the pressed button: focus is on the message, not on <body>.
    await waitFor(() => expect(document.activeElement).toBe(sent));
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('status')).toHaveTextContent(`Si hay una cuenta con ${student.email}`);
  });
});

describe('NewPasswordForm', { timeout: 60_000 }, () => {
  it('needs both passwords to match, then saves the new one on the server', async () => {
    const student = await signUpUser();
    // The session the recovery link opened: the page's own client, signed in.
    await signInPage(student);
    renderApp(<NewPasswordForm email={student.email} />);
    expect(
      await screen.findByText(`Elige una contraseña nueva para ${student.email}.`),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'Nueva-clave-2026');
    await userEvent.type(screen.getByLabelText('Repite la contraseña'), 'Otra-clave-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    const unchanged = await anonClient().auth.signInWithPassword({
      email: student.email,
      password: student.password,
    });
    expect(unchanged.error).toBeNull();

    await userEvent.clear(screen.getByLabelText('Repite la contraseña'));
    await userEvent.type(screen.getByLabelText('Repite la contraseña'), 'Nueva-clave-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(
      await screen.findByText('Contraseña actualizada', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const withNew = await anonClient().auth.signInWithPassword({
      email: student.email,
      password: 'Nueva-clave-2026',
    });
    expect(withNew.error).toBeNull();
  });
});
