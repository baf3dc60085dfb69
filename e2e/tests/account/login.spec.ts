// Login failure and success toasts, the header after login, and logout (SPEC §2 Login, Header; §8).
import { DEMO_PASSWORD, demoAccounts } from '../../../scripts/lib/accounts.mjs';
import { expect, test } from '../../support/fixtures';

const ana = demoAccounts.find((account) => account.role === 'estudiante')!;

test('a wrong password shows the login error and stays on /login', async ({ page }) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(ana.email);
  await main.getByLabel('Contraseña', { exact: true }).fill('no-es-la-buena');
  await main.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Error al iniciar sesión', { exact: true })).toBeVisible();
  // In the toast, and in the form, where focus goes.
  await expect(page.getByText('Revisa tu correo y contraseña.', { exact: true })).toHaveCount(2);
  await expect(main.getByText('Revisa tu correo y contraseña.', { exact: true })).toBeFocused();
  await expect(page).toHaveURL('/login');
});

test('login links to register and has a forgot-password link', async ({ page }) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  await main.getByRole('link', { name: /Regístrate/ }).click();
  await expect(page).toHaveURL('/register');
});

test('logging in greets, shows name and email; logging out returns home with the login buttons', async ({
  page,
}) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(ana.email);
  await main.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('¡Bienvenido de nuevo!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/');

  // Signed in, /login has nothing to offer: it sends the user home.
  await page.goto('/login');
  await expect(page).toHaveURL('/');
  // /register says who is signed in and offers the profile, instead of a second sign-up.
  await page.goto('/register');
  const notice = page.getByRole('main');
  await expect(notice.getByRole('heading', { name: 'Ya tienes una cuenta' })).toBeVisible();
  await expect(notice).toContainText(`Has iniciado sesión como ${ana.email}.`);
  await expect(notice.getByText('Paso 1 de 6')).toHaveCount(0);
  await notice.getByRole('link', { name: 'Ir a mi perfil' }).click();
  await expect(page).toHaveURL('/profile');

  const account = page.getByRole('button', { name: `Menú de la cuenta de ${ana.fullName}` });
  await account.click();
  await expect(page.getByRole('menu')).toContainText(ana.fullName);
  await expect(page.getByRole('menu')).toContainText(ana.email);

  await page.goto('/profile');
  await account.click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Registrarse' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText('Inicia sesión para ver tu perfil')).toBeVisible();
});
