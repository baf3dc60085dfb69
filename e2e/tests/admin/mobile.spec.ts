// At 375 px the dashboard fits the screen: wide tables scroll inside their card, never the page,
// and a row's actions stay on the screen while its other columns scroll under them.
import { adminState } from '../../support/env';
import { expect, test } from '../../support/fixtures';

test.use({ storageState: adminState, viewport: { width: 375, height: 740 } });

for (const tab of ['resumen', 'usuarios', 'alojamientos', 'zonas-ocio', 'novedades']) {
  test(`?tab=${tab} has no horizontal page scroll at 375 px`, async ({ page }) => {
    await page.goto(`/admin?tab=${tab}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeVisible();
    if (tab === 'resumen') {
      await expect(page.getByRole('figure').first()).toBeVisible();
      // Each chart's labels under its axis are whole and apart: every third week, a city by its
      // first word ('Castellón'), instead of twelve dates run together.
      for (const figure of await page.getByRole('figure').all()) {
        await expect(figure.locator('.ct-label.ct-horizontal').first()).toBeAttached();
        const labels = await figure.locator('.ct-label.ct-horizontal').evaluateAll((spans) =>
          spans
            .filter((span) => span.textContent)
            .map((span) => ({
              text: span.textContent,
              left: span.getBoundingClientRect().left,
              width: span.scrollWidth,
            })),
        );
        expect(labels.length).toBeGreaterThan(1);
        const right = (await figure.boundingBox())!;
        labels.forEach((label, i) => {
          const next = labels[i + 1]?.left ?? right.x + right.width;
          expect(label.left + label.width, label.text!).toBeLessThanOrEqual(next);
        });
      }
    } else await expect(page.getByRole('table')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
    if (tab === 'usuarios') {
      const scroller = page.getByRole('region', { name: 'Usuarios' });
      const [scrollWidth, clientWidth] = await scroller.evaluate((element) => [
        element.scrollWidth,
        element.clientWidth,
      ]);
      expect(scrollWidth).toBeGreaterThan(clientWidth);
    }
    if (tab !== 'resumen') {
      const actions = page.locator('tbody tr').first().locator('td').last().getByRole('button');
      expect(await actions.count()).toBeGreaterThan(0);
      for (const button of await actions.all()) {
        const box = (await button.boundingBox())!;
        const name = (await button.getAttribute('aria-label')) ?? '';
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(375);
      }
    }
  });
}

for (const [tab, region] of [
  ['sugerencias', 'Sugerencias pendientes'],
  ['reportes', 'Reportes pendientes'],
] as const) {
  test(`?tab=${tab}: the pinned actions leave most of the row in view at 375 px`, async ({
    page,
  }) => {
    await page.goto(`/admin?tab=${tab}`);
    const table = page.getByRole('table', { name: region });
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
    const scroller = (await page.getByRole('region', { name: region }).boundingBox())!;
    const actions = (await table.locator('tbody tr').first().locator('td').last().boundingBox())!;
    // With their words the buttons took the whole visible width and hid what they act on.
    expect(actions.width).toBeLessThan(scroller.width * 0.4);
    // At least 150 px of the row's first column read beside them.
    const first = (await table.locator('tbody tr').first().locator('td').first().boundingBox())!;
    expect(actions.x - first.x).toBeGreaterThan(150);
  });
}
