// At 375 px the account pages fit the screen, and an owner can register with the keyboard alone.
import { DEMO_PASSWORD, demoAccounts } from '../../../scripts/lib/accounts.mjs';
import { expect, test } from '../../support/fixtures';
import type { Page } from '@playwright/test';
import { logIn } from '../../support/login';
import { uniqueEmail } from './backend';

const ana = demoAccounts.find((account) => account.role === 'estudiante')!;

test.use({ viewport: { width: 375, height: 812 } });

const expectNoHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test('an owner registers with the keyboard on a phone-sized screen', async ({ page }) => {
  await page.goto('/register');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'Estudiante' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('radio', { name: 'Propietario' })).toBeChecked();
  await expectNoHorizontalScroll(page);
  await page.keyboard.press('Tab');
  await expect(main.getByRole('button', { name: 'Siguiente' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(main.getByRole('heading', { name: 'Tus datos' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lola Teclado');
  await page.keyboard.press('Tab');
  await page.keyboard.type(uniqueEmail('lola'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('Teclado-2026');
  await page.keyboard.press('Tab');
  await page.keyboard.type('600 000 001');
  await expect(main.getByLabel('Teléfono')).toBeFocused();
  await expectNoHorizontalScroll(page);
  await page.keyboard.press('Enter');

  await expect(page.getByText('¡Registro completado!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('profile and favourites fit a 375 px screen', async ({ page }) => {
  await logIn(page, ana.email, DEMO_PASSWORD);
  await page.goto('/profile');
  await expect(page.getByRole('main').getByRole('button', { name: 'Editar' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Búsqueda' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.goto('/favorites');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
});
