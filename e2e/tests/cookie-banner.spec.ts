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
