import { expect, type Page } from '@playwright/test';

/** Signs in through the /login page and waits for the header's account menu. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: /^Menú de la cuenta de/ })).toBeVisible();
}
