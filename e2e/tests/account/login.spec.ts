// Login failure and success toasts, the header after login, and logout (SPEC §2 Login, Header; §8).
import { DEMO_PASSWORD, demoAccounts } from '../../../scripts/lib/accounts.mjs';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

const ana = demoAccounts.find((account) => account.role === 'estudiante')!;

test('a wrong password shows the login error and stays on /login', async ({ page }) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(ana.email);
  await main.getByLabel('Contraseña', { exact: true }).fill('no-es-la-buena');
  await main.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Error al iniciar sesión', { exact: true })).toBeVisible();
  await expect(page.getByText('Revisa tu correo y contraseña.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/login');
});

/** Records whether any of the page's scripts so far held supabase-js, and full zod. */
function watchLibraries(page: Page) {
  const seen = { supabase: false, zod: false };
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('@supabase/supabase-js')) seen.supabase = true;
    // Full zod's classes; the shell's zod/mini (it checks app-config) names its own ZodMini….
    if (body.includes('`ZodString`')) seen.zod = true;
  });
  return seen;
}

test('the sign-in form shows before supabase-js and the form rules download; they come when it is used', async ({
  page,
}) => {
  const seen = watchLibraries(page);
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual({ supabase: false, zod: false });

  await main.getByLabel('Email', { exact: true }).fill('no-es-un-email');
  await main.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(main.getByText('Introduce un email válido.', { exact: true })).toBeVisible();
  expect(seen.zod).toBe(true);

  await main.getByLabel('Email', { exact: true }).fill(ana.email);
  await main.getByLabel('Contraseña', { exact: true }).fill('no-es-la-buena');
  await main.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Revisa tu correo y contraseña.', { exact: true })).toBeVisible();
  expect(seen.supabase).toBe(true);
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
