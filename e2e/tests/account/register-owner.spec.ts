// Owners register in two steps, from the wizard or with ?role=owner preselected (SPEC §2, §4).
import { expect, test } from '../../support/fixtures';
import { logIn } from '../../support/login';
import { backendOf, restGet, signInViaApi, uniqueEmail } from './backend';

const password = 'Propietario-2026';

async function fillAccount(page: import('@playwright/test').Page, email: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Nombre completo').fill('Rosa Blasco');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Contraseña').fill(password);
  await main.getByLabel('Teléfono').fill('699 888 777');
}

test('an owner registers in two steps and logs in', async ({ page, request }) => {
  const email = uniqueEmail('rosa');
  await page.goto('/register');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'Propietario' }).check();
  await expect(main.getByRole('radio', { name: 'Propietario' })).toBeChecked();
  await main.getByRole('button', { name: 'Siguiente' }).click();

  await expect(main.getByText('Paso 2 de 2')).toBeVisible();
  await fillAccount(page, email);
  await main.getByRole('button', { name: 'Finalizar Registro' }).click();

  await expect(page.getByText('¡Registro completado!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/login');
  // The new account's email is filled in: only the password is left to type.
  await expect(main.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(main.getByLabel('Contraseña', { exact: true })).toHaveValue('');

  const backend = await backendOf(request);
  const { userId, token } = await signInViaApi(request, backend, email, password);
  const [profile] = await restGet(
    request,
    backend,
    `profiles?id=eq.${userId}&select=full_name,user_type`,
    token,
  );
  expect(profile).toEqual({ full_name: 'Rosa Blasco', user_type: 'owner' });
  const [contact] = await restGet(
    request,
    backend,
    `profile_contacts?id=eq.${userId}&select=phone`,
    token,
  );
  expect(contact).toEqual({ phone: '699 888 777' });

  await logIn(page, email, password);
  await page.goto('/profile');
  await expect(main.getByText('Propietario', { exact: true })).toBeVisible();
});

test('?role=owner preselects Owner and an owner’s back returns to step 1', async ({ page }) => {
  await page.goto('/register?role=owner');
  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name: 'Propietario' })).toBeChecked();
  await expect(main.getByText('Paso 1 de 2')).toBeVisible();
  await main.getByRole('button', { name: 'Siguiente' }).click();
  await expect(main.getByRole('button', { name: 'Finalizar Registro' })).toBeVisible();
  await main.getByLabel('Nombre completo').fill('Rosa Blasco');
  await main.getByRole('button', { name: 'Atrás' }).click();
  await expect(main.getByRole('heading', { name: '¿Cómo vas a usar UniVida?' })).toBeFocused();
  await main.getByRole('button', { name: 'Siguiente' }).click();
  await expect(main.getByLabel('Nombre completo')).toHaveValue('Rosa Blasco');
});
