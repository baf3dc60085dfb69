// The university screens at 375 px: nothing wider than the phone, the calculator usable.
import { expect, test } from '../../support/fixtures';
import { acceptCookies, openPage, resultCount } from './helpers';

test.use({ viewport: { width: 375, height: 740 } });

const noHorizontalScroll = async (page: import('@playwright/test').Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

for (const path of ['/notas-corte', '/carrera/1', '/universidad', '/becaria', '/carrera-ideal']) {
  test(`${path} fits a 375 px screen`, async ({ page }) => {
    await openPage(page, path);
    await noHorizontalScroll(page);
  });
}

test('the calculator fits and works on a phone', async ({ page }) => {
  await openPage(page, '/notas-corte');
  await resultCount(page);
  await page.getByRole('button', { name: 'Calcular mi nota' }).click();
  const dialog = page.getByRole('dialog');
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await dialog.getByLabel('Nota media de Bachillerato').fill('8');
  await dialog.getByLabel('Fase general (PAU)').fill('7');
  await dialog.getByRole('button', { name: 'Calcular' }).click();
  await expect(dialog.getByText(/Tu nota de admisión es/)).toHaveText(
    'Tu nota de admisión es 7,600.',
  );
});
