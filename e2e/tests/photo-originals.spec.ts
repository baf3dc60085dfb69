// A hosted project whose plan has no image transformations answers every rendition with an error:
// each photo and avatar then shows its original instead of a broken picture or the initials.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { interceptTiles } from './housing/helpers';
import { acceptCookies, FIRST_LOAD } from './university/helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await interceptTiles(page);
  // What hosted Storage answers when the project cannot transform images.
  await page.route('**/storage/v1/render/image/**', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: '403', error: 'FeatureNotEnabled', message: 'feature not enabled for this tenant' }),
    }),
  );
});

/** The picture has loaded from the object's own URL, not a rendition. */
async function expectOriginalShown(photo: Locator) {
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), FIRST_LOAD)
    .toBeGreaterThan(0);
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/storage\/v1\/object\/public\/seed-images\/[\w/-]+\.png$/,
  );
}

const mainPhoto = (page: Page, selector = 'img[src*="/seed-images/"]') => page.getByRole('main').locator(selector).first();

test('housing: a listing card (srcset and all) and the listing’s gallery', async ({ page }) => {
  await page.goto('/alojamiento');
  await expectOriginalShown(mainPhoto(page));
  await page.goto('/alojamiento/00000000-0000-4000-c000-000000000001');
  await expectOriginalShown(page.getByRole('main').getByRole('img', { name: 'Piso luminoso en Benimaclet, foto 1 de 3' }).first());
});

test('leisure and news: the cards and a spot’s picture', async ({ page }) => {
  await page.goto('/zonas-ocio');
  await expectOriginalShown(mainPhoto(page));
  await page.goto('/zonas-ocio/00000000-0000-4000-e000-000000000001');
  await expectOriginalShown(mainPhoto(page));
  await page.goto('/novedades');
  await expectOriginalShown(page.getByRole('region', { name: 'Noticia destacada' }).locator('img'));
});

test('people: the flatmates’ avatars', async ({ page }) => {
  await page.goto('/roomie-match');
  await expectOriginalShown(mainPhoto(page, 'img[src*="/avatars/"]'));
});
