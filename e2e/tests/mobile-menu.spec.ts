import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 375, height: 812 } });

test('at 375 px the header collapses into a menu with the groups and Más', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu).toBeVisible();
  for (const group of ['Universidad', 'Alojamiento', 'Vida Social', 'Más']) {
    await expect(menu.getByRole('button', { name: group })).toBeVisible();
  }
  await menu.getByRole('button', { name: 'Más' }).click();
  await menu.getByRole('link', { name: 'Novedades' }).click();
  await expect(page).toHaveURL('/novedades');
  await expect(page.getByRole('heading', { level: 1, name: 'Novedades' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
});

test('Escape closes the mobile menu and gives focus back to its button', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await menu.getByRole('button', { name: 'Universidad' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
});

test('while the menu is open the page behind stays still, and a tap on it closes the menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu).toBeVisible();
  // Nothing floats over the dimmed page: the help chat's button waits for the menu to close.
  const helpChat = page.getByRole('button', { name: 'Abrir chat de ayuda' });
  await expect(helpChat).toBeHidden();
  // A swipe below the menu would scroll the page under it.
  await page.mouse.move(187, 760);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.mouse.click(187, 760);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
  await expect(helpChat).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
