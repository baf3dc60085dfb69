// Shared steps of the housing specs.
import { expect, type Page } from '@playwright/test';
import { FIRST_LOAD } from '../university/helpers';

/** A real 1×1 PNG, what every intercepted map tile answers (no internet in tests). */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Answers every map tile request locally and counts them. */
export async function interceptTiles(page: Page) {
  const requested: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  return requested;
}

export const results = (page: Page) => page.getByRole('region', { name: 'Alojamientos' });
export const cards = (page: Page) => results(page).getByRole('article');

/** Waits for the search to settle on its count and cards, and returns the count ('44 alojamientos' → 44). */
export async function resultCount(page: Page): Promise<number> {
  // The count, not the loading spinner (also a status) shown with the skeleton.
  const status = results(page).getByRole('status').filter({ hasText: /^([\d.]+ alojamientos?|Buscando…)$/ });
  await expect(status).toHaveText(/^[\d.]+ alojamientos?$/, FIRST_LOAD);
  await expect(status).toHaveAttribute('aria-busy', 'false');
  // And the cards for it: the list renders just after the count (QueryState defers it), and its
  // skeleton and a previous search's cards are marked busy.
  await expect(results(page).locator('[aria-busy="true"]')).toHaveCount(0);
  return Number((await status.textContent())!.replace(/\D/g, ''));
}

/** The monthly price on a card ('1.200 €/mes' → 1200). */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).getByText(/€\/mes$/).allTextContents();
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

/** The total rooms on each card ('3 de 4 habitaciones libres' → 4). */
export async function cardTotalRooms(page: Page): Promise<number[]> {
  const texts = await cards(page).getByText(/ de \d+ habitaci/).allTextContents();
  return texts.map((text) => Number(/ de (\d+)/.exec(text)![1]));
}
