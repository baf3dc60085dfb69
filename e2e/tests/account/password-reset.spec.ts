// Password recovery end to end, offline: '¿Olvidaste tu contraseña?' on /login leads to
// /restablecer-contrasena, the link arrives in the local mail catcher (/local/v1/inbox), opens
// the page with a recovery session, and the new password signs in while the old one no longer does.
import { expect, test } from '../../support/fixtures';
import { backendOf, passwordGrant, signUpViaApi, uniqueEmail } from './backend';

test('a forgotten password is reset through the mailed link', async ({ page, request }) => {
  const backend = await backendOf(request);
  const email = uniqueEmail('olvido');
  await signUpViaApi(request, backend, email, 'Clave-antigua-2026', { full_name: 'Olvido Pérez', user_type: 'student' });

  await page.goto('/login');
  await page.getByRole('main').getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL('/restablecer-contrasena');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeVisible();
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(main.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();

  await page.goto(`${backend.url}/local/v1/inbox`);
  const mail = page.getByRole('article').filter({ hasText: `Para ${email}` });
  await expect(mail.getByRole('heading', { name: 'Restablece tu contraseña de UniVida' })).toBeVisible();
  await expect(mail).toContainText('de UniVida <no-reply@univida.es>');
  await mail.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/restablecer-contrasena/);
  await expect(main.getByText(`Elige una contraseña nueva para ${email}.`)).toBeVisible();
  await main.getByLabel('Nueva contraseña', { exact: true }).fill('Clave-nueva-2026');
  await main.getByLabel('Repite la contraseña', { exact: true }).fill('Clave-nueva-2026');
  await main.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/');

  const login = (password: string) => passwordGrant(request, backend, email, password);
  expect((await login('Clave-nueva-2026')).status()).toBe(200);
  expect((await login('Clave-antigua-2026')).status()).toBe(400);
});
