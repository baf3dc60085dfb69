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

test('while the menu is open the page behind stays still, and a tap on it closes the menu', async ({
  page,
}) => {
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

test('Tab stays in the header and its open menu, where Escape still closes it; closed, the page is back', async ({
  page,
}) => {
  await page.goto('/notas-corte');
  await expect(page.getByRole('heading', { level: 1, name: 'Notas de corte' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Abrir menú' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu).toBeVisible();
  // Twice round what the header and the menu hold (a visitor's: logo, menu button, four groups and
  // two account buttons); focus may rest on the browser's own controls between rounds.
  for (let press = 0; press < 20; press++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      return !active || active === document.body || Boolean(active.closest('header'));
    });
    expect(where, `Tab ${press + 1} left the header`).toBe(true);
  }
  await menu.getByRole('button', { name: 'Universidad' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
  // The page behind is reachable again.
  await page.keyboard.press('Tab');
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main, footer'))))
    .toBe(true);
});
