import { expect, test } from '../support/fixtures';

for (const [choice, stored] of [
  ['Aceptar', 'true'],
  ['Rechazar', 'false'],
] as const) {
  test(`${choice} hides the cookie banner and persists across reload`, async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: choice }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe(stored);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
  });
}

test("the footer's 'Preferencias de cookies' brings the banner back to change the choice", async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  await banner.getByRole('button', { name: 'Aceptar' }).click();
  await expect(banner).toBeHidden();
  const preferences = page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Preferencias de cookies' });
  await preferences.click();
  await expect(banner).toBeVisible();
  // Focus goes to the banner brought back, and from there to its choices, by keyboard.
  await expect(banner).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: 'Política de privacidad' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Rechazar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('false');
  // The choice made, focus is back on the footer's button.
  await expect(preferences).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the banner is a short strip and the open menu covers it', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    // React's banner: the page's HTML has its own until React's first render.
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box.height, 'banner height at 375 px').toBeLessThanOrEqual(812 / 4);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    // A real click on the menu's last group lands on it, not on the banner.
    const more = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('button', {
      name: 'Más',
    });
    await more.click({ trial: false });
    await expect(more).toHaveAttribute('aria-expanded', 'true');
  });
});
