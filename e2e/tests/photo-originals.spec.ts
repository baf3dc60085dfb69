// A hosted project whose plan has no image transformations answers every rendition with an error:
// each photo and avatar then shows its original instead of a broken picture or the initials. A
// project configured without them (app-config's imageTransformations) never asks for one.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { interceptTiles } from './housing/helpers';
import { acceptCookies, FIRST_LOAD } from './university/helpers';

const RENDITIONS = '**/storage/v1/render/image/**';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await interceptTiles(page);
  // What hosted Storage answers when the project cannot transform images.
  await page.route(RENDITIONS, (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: '403', error: 'FeatureNotEnabled', message: 'feature not enabled for this tenant' }),
    }),
  );
});

/** The picture has loaded from the object's own URL, not a rendition. */
async function expectOriginalShown(photo: Locator) {
  // Polled as a whole: the gallery puts new slides in place when it switches to the originals.
  await expect
    .poll(
      () =>
        photo.evaluate((img: HTMLImageElement) => {
          img.scrollIntoView({ block: 'nearest' }); // a lazy picture loads once near the screen
          return img.complete && img.naturalWidth > 0 ? img.currentSrc : '';
        }),
      FIRST_LOAD,
    )
    // (Other specs may have published a featured item with an upload of their own.)
    .toMatch(/\/storage\/v1\/object\/public\/[\w-]+\/[\w/-]+\.png$/);
}

const mainPhoto = (page: Page, selector = 'img[src*="/seed-images/"]') => page.getByRole('main').locator(selector).first();
const LISTING = '/alojamiento/00000000-0000-4000-c000-000000000001';
const listingPhoto = (page: Page) =>
  page.getByRole('main').getByRole('img', { name: 'Piso luminoso en Benimaclet, foto 1 de 3' }).first();

test.describe('renditions refused', () => {
  test.describe('on a sharp screen', () => {
    // The card's srcset then picks its 2× rendition, not the one in src.
    test.use({ deviceScaleFactor: 2 });

    test('housing: a listing card (srcset and all) and the listing’s gallery', async ({ page }) => {
      await page.goto('/alojamiento');
      await expectOriginalShown(mainPhoto(page));
      await page.goto(LISTING);
      await expectOriginalShown(listingPhoto(page));
    });
  });

  test('leisure and news: the cards and a spot’s picture', async ({ page }) => {
    await page.goto('/zonas-ocio');
    await expectOriginalShown(mainPhoto(page));
    await page.goto('/zonas-ocio/00000000-0000-4000-e000-000000000001');
    await expectOriginalShown(mainPhoto(page));
    await page.goto('/novedades');
    await expectOriginalShown(page.getByRole('region', { name: 'Noticia destacada' }).locator('img'));
    // A card below the featured one.
    await expectOriginalShown(page.getByRole('main').locator('img[src*="/seed-images/news/"]').nth(1));
  });

  test('people: the flatmates’ avatars', async ({ page }) => {
    await page.goto('/roomie-match');
    await expectOriginalShown(mainPhoto(page, 'img[src*="/avatars/"]'));
  });
});

test('switched off in app-config.json: no rendition is asked for, the originals show', async ({ page }) => {
  await page.route('**/app-config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), imageTransformations: false } });
  });
  const renditions: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/storage/v1/render/image/')) renditions.push(request.url());
  });
  await page.goto('/alojamiento');
  await expectOriginalShown(mainPhoto(page));
  await page.goto(LISTING);
  await expectOriginalShown(listingPhoto(page));
  await page.goto('/zonas-ocio');
  await expectOriginalShown(mainPhoto(page));
  await page.goto('/roomie-match');
  await expectOriginalShown(mainPhoto(page, 'img[src*="/avatars/"]'));
  expect(renditions).toEqual([]);
});
