// The header's bar is written into the shell's page itself (shell/src/layout/header/boot-bar.ts):
// a visitor sees it as the document arrives, before any script has run, and React's header then
// takes its place drawing the logo exactly where the bar had it.
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { withoutScripts } from '../support/without-scripts';

const ROUTE = '/notas-corte';

/** Where the logo link and its mark are drawn. */
async function logoGeometry(logo: Locator) {
  const link = await logo.boundingBox();
  const mark = await logo.locator('span').first().boundingBox();
  const fontSize = await logo.evaluate((element) => getComputedStyle(element).fontSize);
  return { link, mark, fontSize };
}

for (const width of [375, 1366]) {
  test(`at ${width} px the page shows the header's bar before any script runs, and the header draws its logo in the same place`, async ({
    browser,
    page,
  }) => {
    const before = await withoutScripts(browser, { path: ROUTE, width }, async (bare) => {
      const bar = bare.getByRole('banner');
      const staticLogo = bar.getByRole('link', { name: 'UniVida, ir al inicio' });
      await expect(staticLogo).toBeVisible();
      await expect(staticLogo).toHaveText('UniVida');
      await expect(staticLogo).toHaveAttribute('href', '/');
      expect((await bar.boundingBox())?.height).toBe(65); // 64 px and the 1 px border
      return logoGeometry(staticLogo);
    });

    await page.setViewportSize({ width, height: 800 });
    await page.goto(ROUTE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // React's header replaced the bar: one banner, the real one, with the navigation.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(
      width < 1024
        ? page.getByRole('button', { name: 'Abrir menú' })
        : page.getByRole('navigation', { name: 'Navegación principal' }),
    ).toBeVisible();
    const after = await logoGeometry(
      page.getByRole('banner').getByRole('link', { name: 'UniVida, ir al inicio' }),
    );
    expect(after).toEqual(before);
  });
}
