// Every route has its own document title and description (from its route table; a page whose
// name is data refines it), and Back shows the previous page's title again.
import { expect, test } from '../support/fixtures';
import { routeVisits } from '../support/route-visits';
import { seed } from '../support/seed-ids';
import { universityRoutes } from '../support/route-tables';

const description = (page: import('@playwright/test').Page) =>
  page.locator('head meta[name="description"]');

for (const visit of routeVisits) {
  test.describe(visit.name, () => {
    if (visit.storageState) test.use({ storageState: visit.storageState });

    test(`${visit.path} has its own title and description`, async ({ page }) => {
      await page.goto(visit.path);
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
      if (visit.pattern.includes(':')) {
        // A detail page may name itself after its data ('Medicina · UniVida').
        await expect(page).toHaveTitle(/^.+ · UniVida$/);
        await expect(description(page)).toHaveAttribute('content', /\S/);
      } else {
        await expect(page).toHaveTitle(`${visit.meta.title} · UniVida`);
        await expect(description(page)).toHaveAttribute('content', visit.meta.description);
      }
      await expect(description(page)).toHaveCount(1);
    });
  });
}

test("a degree's page is titled with its name, and Back shows the list's title again", async ({
  page,
}) => {
  await page.goto(universityRoutes.paths.cutOffScores());
  await expect(page).toHaveTitle('Notas de corte · UniVida', { timeout: 30_000 });
  await page.goto(universityRoutes.paths.degree({ id: seed.degree }));
  await expect(page.getByRole('heading', { level: 1, name: 'Medicina' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveTitle('Medicina · UniVida');
  await expect(description(page)).toHaveAttribute(
    'content',
    /^Medicina en Universitat de València/,
  );
  await page.goBack();
  await expect(page).toHaveTitle('Notas de corte · UniVida');
});

test('the 404 page says so in its title', async ({ page }) => {
  await page.goto('/no-existe');
  await expect(page).toHaveTitle('Página no encontrada · UniVida');
});

test("a listing's, a flatmate's, a place's and an event's page are titled with their name", async ({
  page,
}) => {
  for (const [path, name] of [
    ['/alojamiento/00000000-0000-4000-c000-000000000001', null],
    ['/zonas-ocio/00000000-0000-4000-e000-000000000001', null],
    ['/eventos/00000000-0000-4000-f000-000000000001', 'Fiesta de bienvenida Erasmus'],
    ['/roomie-match/00000000-0000-4000-a000-000000000001', 'Ana García López'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
    // A listing's and a place's name is their page's heading.
    const title = name ?? (await page.locator('main h1').first().textContent())!;
    await expect(page, path).toHaveTitle(`${title} · UniVida`);
    await expect(description(page), path).toHaveAttribute(
      'content',
      new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  }
});
