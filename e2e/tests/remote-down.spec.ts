// A remote whose server is down shows the fallback while the rest of the site keeps working, and
// 'Reintentar' recovers it without a page reload once the server is back.
import { expect, expectShellChrome, setRemoteServer, test } from '../support/fixtures';

const FALLBACK_TITLE = 'Esta sección no está disponible ahora mismo';

/** Client-side navigation, as a click on an in-app link does. */
async function navigate(page: import('@playwright/test').Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.afterEach(async () => {
  await setRemoteServer('mf_social', 'start');
});

test('mf_social down: fallback, other routes work, Reintentar recovers', async ({ page }) => {
  await setRemoteServer('mf_social', 'stop');
  await page.goto('/eventos');
  await expectShellChrome(page);
  await expect(page.getByRole('heading', { level: 1, name: FALLBACK_TITLE })).toBeVisible();
  // Marks this document: it must survive until the end (no reload).
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await navigate(page, '/notas-corte');
  await expect(page.getByRole('heading', { level: 1, name: 'Notas de corte' })).toBeVisible();
  await navigate(page, '/');
  await expect(page.getByRole('link', { name: 'Regístrate Gratis' })).toBeVisible();

  await navigate(page, '/eventos');
  await expect(page.getByRole('heading', { level: 1, name: FALLBACK_TITLE })).toBeVisible();
  await setRemoteServer('mf_social', 'start');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
});
