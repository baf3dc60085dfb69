// A first visit's cookie banner is in the page's HTML (shell/src/layout/cookie-banner/
// boot-cookie-banner.ts): the page's first script shows it before the shell's startup code has
// arrived and stores the choice its buttons make; React's banner then takes its place, drawn the
// same.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const ROUTE = '/carrera/1';

/** Holds the shell's startup code back (React cannot start) until the returned call. */
async function holdStartup(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/startup-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function geometry(banner: Locator) {
  const text = banner.locator('p');
  return {
    banner: await banner.boundingBox(),
    text: await text.boundingBox(),
    fontSize: await text.evaluate((p) => getComputedStyle(p).fontSize),
    reject: await banner.getByRole('button', { name: 'Rechazar' }).boundingBox(),
    accept: await banner.getByRole('button', { name: 'Aceptar' }).boundingBox(),
  };
}

for (const width of [375, 1366]) {
  test(`at ${width} px a first visit is asked before the startup code has run, and React's banner takes the same place`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const release = await holdStartup(page);
    await page.goto(ROUTE, { waitUntil: 'commit' });
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(banner).toBeVisible();
    await expect(page.locator('header.uv-boot'), 'React has not rendered yet').toBeVisible();
    const before = await geometry(banner);

    release();
    await expect(page.locator('header.uv-boot')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(banner).toHaveCount(1);
    expect(await geometry(banner)).toEqual(before);
  });
}

test('a choice made before the startup code has run is stored, and React does not ask again', async ({
  page,
}) => {
  const release = await holdStartup(page);
  await page.goto(ROUTE, { waitUntil: 'commit' });
  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  await banner.getByRole('button', { name: 'Rechazar' }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('false');

  release();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a visitor who has chosen is not shown the banner, before React or after', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
  const release = await holdStartup(page);
  // The first script asks for the config right before it decides on the banner.
  const configAsked = page.waitForRequest('**/app-config.json');
  await page.goto(ROUTE, { waitUntil: 'commit' });
  await configAsked;
  await expect(page.locator('header.uv-boot')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
  await expect(page.locator('#uv-consent')).toBeHidden();

  release();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
});
