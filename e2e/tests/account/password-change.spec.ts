// A signed-in user changes their password from /profile: the current one first, then the new one
// twice; the new one signs in and the old one no longer does.
import { expect, test } from '../../support/fixtures';
import { logIn } from '../../support/login';
import { backendOf, passwordGrant, signUpViaApi, uniqueEmail } from './backend';

test("/profile's 'Cambiar contraseña' asks for the current password and changes it", async ({
  page,
  request,
}) => {
  const backend = await backendOf(request);
  const email = uniqueEmail('cambio');
  await signUpViaApi(request, backend, email, 'Clave-antigua-2026', {
    full_name: 'Cambio Pérez',
    user_type: 'student',
  });
  await logIn(page, email, 'Clave-antigua-2026');
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  const current = form.getByLabel('Contraseña actual');
  await current.fill('no-es-esta-2026');
  await form.getByLabel('Nueva contraseña', { exact: true }).fill('Clave-nueva-2026');
  await form.getByLabel('Repite la nueva contraseña').fill('Clave-nueva-2026');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(current).toBeFocused();
  await expect(current).toHaveAccessibleDescription('La contraseña actual no es correcta.');

  await current.fill('Clave-antigua-2026');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada', { exact: true })).toBeVisible();
  await expect(current).toHaveValue('');
  // Not on <body>: back on the button that waited disabled.
  await expect(form.getByRole('button', { name: 'Cambiar contraseña' })).toBeFocused();

  const login = (password: string) => passwordGrant(request, backend, email, password);
  expect((await login('Clave-nueva-2026')).status()).toBe(200);
  expect((await login('Clave-antigua-2026')).status()).toBe(400);
});
