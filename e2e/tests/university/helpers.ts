// Shared steps of the university specs.
import { expect, type Locator, type Page } from '@playwright/test';

/** Pre-answers the cookie banner so it never covers what a test clicks. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
}

/**
 * The visible toast (SPEC §9: one at a time). includeHidden: while a modal dialog is open the rest
 * of the page, the toast area included, is hidden from assistive technology.
 */
export const toast = (page: Page) =>
  page.getByRole('region', { name: /^Notificaciones/, includeHidden: true }).locator('li');

/** The cut-off result cards (links to /carrera/{id}). */
export const resultCards = (page: Page) =>
  page.getByRole('region', { name: 'Resultados' }).getByRole('link');

/** The cut-off score printed on a card ('12,345' → 12.345). */
export async function cardScore(card: Locator): Promise<number> {
  const text = await card.textContent();
  const match = /Nota de corte\s*(\d+,\d{3})/.exec(text ?? '');
  expect(match, `a score with 3 decimals in "${text}"`).not.toBeNull();
  return Number(match![1]!.replace(',', '.'));
}

/** A first load fetches the remote and the data: slow when the machine is busy, so wait longer. */
export const FIRST_LOAD = { timeout: 30_000 };

/** Waits for the list to load and returns the number of results it announces. */
export async function resultCount(page: Page): Promise<number> {
  const status = page.getByRole('region', { name: 'Resultados' }).getByRole('status');
  await expect(status).toHaveText(/\d+ carreras? encontradas?/, FIRST_LOAD);
  return Number(/\d+/.exec((await status.textContent()) ?? '')![0]);
}

/** Opens a route and waits for its page title (the remote and its data loaded). */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
}
