// Every route of SPEC §2's route table renders inside the header and footer, with no uncaught error.
import { expect, expectShellChrome, test } from '../support/fixtures';
import { adminState } from '../support/env';

const FALLBACK_TITLE = 'Esta sección no está disponible ahora mismo';
const NOT_FOUND_TITLE = 'Página no encontrada';

// Route table paths, with a sample id where the route takes one.
const publicRoutes = [
  '/',
  '/notas-corte',
  '/carrera/1',
  '/universidad',
  '/becaria',
  '/carrera-ideal',
  '/alojamiento',
  '/alojamiento/00000000-0000-4000-c000-000000000001',
  '/zonas-ocio',
  '/zonas-ocio/00000000-0000-4000-e000-000000000001',
  '/eventos',
  '/eventos/00000000-0000-4000-f000-000000000001',
  '/roomie-match',
  '/roomie-match/00000000-0000-4000-a000-000000000001',
  '/novedades',
  '/login',
  '/register',
  '/register?role=owner',
  '/setup-admin',
  '/profile',
  '/favorites',
  '/chats',
  '/terms-and-conditions',
  '/privacy-policy',
  '/legal-notice',
];

for (const route of publicRoutes) {
  test(`${route} renders inside header and footer`, async ({ page }) => {
    await page.goto(route);
    await expectShellChrome(page);
    const title = page.getByRole('heading', { level: 1 }).first();
    await expect(title).toBeVisible();
    await expect(title).not.toHaveText(FALLBACK_TITLE);
    await expect(title).not.toHaveText(NOT_FOUND_TITLE);
  });
}

test.describe('as the admin', () => {
  test.use({ storageState: adminState });

  test('/admin renders inside header and footer', async ({ page }) => {
    await page.goto('/admin');
    await expectShellChrome(page);
    await expect(page).toHaveURL('/admin');
    const title = page.getByRole('heading', { level: 1 }).first();
    await expect(title).toBeVisible();
    await expect(title).not.toHaveText(FALLBACK_TITLE);
  });
});

test('an unknown path shows the 404 page inside header and footer', async ({ page }) => {
  await page.goto('/no-existe');
  await expectShellChrome(page);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
});
