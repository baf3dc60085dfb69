// A first visit of every route, on a phone and on a laptop, does not make the page jump while the
// remote, the page and its data arrive: layout shift ≤ 0.05 (the CLS goal; the amount of
// shift is deterministic enough to test, unlike timings), and nothing on it sticks out past the
// screen's right edge (a control cut off on a phone). Each visit's screenshot is attached to
// the report, so a reviewer can look at every landed screen at both widths.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { layoutShiftTotal, recordLayoutShifts } from '../support/layout-shift';
import { routeVisits } from '../support/route-visits';

const MAX_LAYOUT_SHIFT = 0.05;

/**
 * What visible in `main` reaches past the viewport's right edge, leaving out what a box made to clip or
 * scroll sideways (a carousel, a table's scroller) holds inside the screen.
 */
const pastRightEdge = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const width = document.documentElement.clientWidth;
    const heldInside = (element: Element) => {
      for (let box = element.parentElement; box && box !== main; box = box.parentElement)
        if (
          getComputedStyle(box).overflowX !== 'visible' &&
          box.getBoundingClientRect().right <= width + 0.5
        )
          return true;
      return false;
    };
    return [...main.querySelectorAll('*')]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > width + 0.5 &&
          element.checkVisibility() &&
          !heldInside(element),
      )
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()}> ${element.textContent?.trim().slice(0, 40)}`,
      );
  });

const viewports = [
  { label: '375 px', size: { width: 375, height: 812 }, isMobile: true },
  { label: '1366 px', size: { width: 1366, height: 768 }, isMobile: false },
];

for (const viewport of viewports) {
  test.describe(viewport.label, () => {
    test.use({ viewport: viewport.size, isMobile: viewport.isMobile, hasTouch: viewport.isMobile });

    for (const visit of routeVisits) {
      test.describe(visit.name, () => {
        if (visit.storageState) test.use({ storageState: visit.storageState });

        test(`${visit.path} loads without layout shift, inside the screen`, async ({
          page,
        }, testInfo) => {
          await recordLayoutShifts(page);
          await page.goto(visit.path);
          await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
          await page.waitForLoadState('networkidle');
          // Whatever the data brings in, it has been painted by now.
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          await testInfo.attach(`${visit.path} at ${viewport.label}`, {
            body: await page.screenshot({ fullPage: true }),
            contentType: 'image/png',
          });
          const { total, shifts } = await layoutShiftTotal(page);
          expect(total, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(
            MAX_LAYOUT_SHIFT,
          );
          expect(await pastRightEdge(page)).toEqual([]);
        });
      });
    }
  });
}
