import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSupabase } from '@univida/shared-auth';
import { renderApp } from '@univida/shared-testing';
import { anonClient, connectSupabase, signUpUser } from '@univida/shared-testing/backend';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChangePasswordForm } from '../change-password-form';

// The form talks to the real Auth server (the package's test setup) through the page's client,
// signed in as the user whose password changes.
beforeAll(connectSupabase);

async function signedInUser() {
  const user = await signUpUser();
  await getSupabase().auth.signInWithPassword({ email: user.email, password: user.password });
  renderApp(<ChangePasswordForm email={user.email} />);
  const form = await screen.findByRole('form', { name: 'Cambiar contraseña' });
  return { user, form };
}

async function fill(
  form: HTMLElement,
  {
    current,
    password,
    confirm = password,
  }: { current: string; password: string; confirm?: string },
) {
  const type = userEvent.setup().type;
  if (current) await type(within(form).getByLabelText('Contraseña actual'), current);
  if (password) await type(within(form).getByLabelText('Nueva contraseña'), password);
  if (confirm) await type(within(form).getByLabelText('Repite la nueva contraseña'), confirm);
  await userEvent.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('ChangePasswordForm', { timeout: 60_000 }, () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { user, form } = await signedInUser();
    await fill(form, { current: user.password, password: 'Otra-clave-segura-27' });
    expect(
      await screen.findByText('Contraseña actualizada', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Contraseña actual')).toHaveValue(''));

    const auth = anonClient().auth;
    const old = await auth.signInWithPassword({ email: user.email, password: user.password });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await auth.signInWithPassword({
      email: user.email,
      password: 'Otra-clave-segura-27',
    });
    expect(fresh.error).toBeNull();
  });

  it('says a wrong current password on its field, focused, and changes nothing', async () => {
    const { user, form } = await signedInUser();
    await fill(form, { current: 'no-es-la-mia-123', password: 'Otra-clave-segura-27' });
    const current = within(form).getByLabelText('Contraseña actual');
    await waitFor(() => expect(current).toHaveFocus(), { timeout: 10_000 });
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('La contraseña actual no es correcta.');
    const still = await anonClient().auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(still.error).toBeNull();
  });

  it('checks the new password before sending: length, the repetition and a change', async () => {
    const { user, form } = await signedInUser();
    await fill(form, { current: user.password, password: 'corta', confirm: 'otra' });
    expect(
      await within(form).findByText('La contraseña debe tener al menos 8 caracteres.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Las contraseñas no coinciden.')).toBeInTheDocument();

    const type = userEvent.setup().type;
    const fresh = within(form).getByLabelText('Nueva contraseña');
    await userEvent.clear(fresh);
    await type(fresh, user.password);
    const again = within(form).getByLabelText('Repite la nueva contraseña');
    await userEvent.clear(again);
    await type(again, user.password);
    await userEvent.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      await within(form).findByText('La contraseña nueva debe ser distinta de la actual.'),
    ).toBeInTheDocument();
  });

  it('refuses a password the server finds too common, on the new password', async () => {
    const { user, form } = await signedInUser();
    await fill(form, { current: user.password, password: 'password123' });
    const fresh = within(form).getByLabelText('Nueva contraseña');
    await waitFor(() => expect(fresh).toHaveFocus(), { timeout: 10_000 });
    expect(fresh).toHaveAccessibleDescription(
      expect.stringContaining('Esa contraseña es de las más usadas'),
    );
  });
});
