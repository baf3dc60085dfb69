// /notas-corte on the composed site with the seeded data: the list, its filters (also from a
// shared URL), the empty and error states.
import { expect, test } from '../../support/fixtures';
import {
  acceptCookies,
  cardScore,
  FIRST_LOAD,
  openPage,
  resultCards,
  resultCount,
  toast,
} from './helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('lists every degree by cut-off descending, each card linking to its detail', async ({
  page,
}) => {
  await openPage(page, '/notas-corte');
  expect(await resultCount(page)).toBeGreaterThanOrEqual(54);
  const cards = resultCards(page);
  await expect(cards.first()).toBeVisible();
  const scores: number[] = [];
  for (const card of (await cards.all()).slice(0, 12)) {
    scores.push(await cardScore(card));
    await expect(card).toHaveAttribute('href', /^\/carrera\/\d+$/);
  }
  expect(scores).toEqual([...scores].sort((a, b) => b - a));

  const first = cards.first();
  const career = (await first.getByRole('heading').textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/carrera\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: career })).toBeVisible();
});

test('the search ignores accents and case; the city select always offers Zaragoza', async ({
  page,
}) => {
  await openPage(page, '/notas-corte');
  await resultCount(page);
  await page.getByLabel('Buscar carrera o universidad').fill('INGENIERIA');
  await expect(page).toHaveURL(/q=INGENIERIA/);
  const cards = resultCards(page);
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all())
    await expect(card.getByRole('heading')).toContainText(/Ingenier[ií]a/i);

  await page.getByRole('combobox', { name: 'Ciudad' }).click();
  await expect(page.getByRole('option', { name: 'Zaragoza' })).toBeVisible();
  await page.getByRole('option', { name: 'Zaragoza' }).click();
  await expect(page).toHaveURL(/ciudad=Zaragoza/);
  // At least one card, and the list redrawn for the city, before checking each.
  await expect(cards.first()).toContainText('Zaragoza');
  for (const card of await cards.all()) await expect(card).toContainText('Zaragoza');
});

test('the grade filter keeps cut-offs at or below it (decimal comma) and says the margin', async ({
  page,
}) => {
  await openPage(page, '/notas-corte');
  const all = await resultCount(page);
  await page.getByLabel('Tu nota de admisión', { exact: true }).fill('10,5');
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  const cards = resultCards(page);
  for (const card of (await cards.all()).slice(0, 10)) {
    const score = await cardScore(card);
    expect(score).toBeLessThanOrEqual(10.5);
    await expect(card).toContainText(/sobre la nota de corte|Justo en la nota de corte/);
  }
  await expect(page.getByText('La nota de admisión va de 0 a 14.')).toHaveCount(0);
  // Unreadable → 14, so everything shows again, and the field says why.
  const grade = page.getByLabel('Tu nota de admisión', { exact: true });
  await grade.fill('diez');
  await expect.poll(() => resultCount(page)).toBe(all);
  await expect(page.getByText('Escribe un número, por ejemplo 11,880.')).toBeVisible();
  await expect(grade).toHaveAttribute('aria-invalid', 'true');
  await grade.fill('15');
  await expect(page.getByText('La nota de admisión va de 0 a 14.')).toBeVisible();
  await grade.fill('12');
  await expect(page.getByText('La nota de admisión va de 0 a 14.')).toHaveCount(0);
});

test('a shared URL restores the filters, and they survive reload and back', async ({ page }) => {
  await openPage(page, '/notas-corte?q=medicina&ciudad=Valencia&nota=13,5');
  await expect(page.getByLabel('Buscar carrera o universidad')).toHaveValue('medicina');
  await expect(page.getByRole('combobox', { name: 'Ciudad' })).toHaveText('Valencia');
  await expect(page.getByLabel('Tu nota de admisión', { exact: true })).toHaveValue('13,5');
  const cards = resultCards(page);
  await expect(cards.first()).toBeVisible();
  const count = await resultCount(page);
  for (const card of await cards.all()) {
    await expect(card).toContainText('Medicina');
    await expect(card).toContainText('Valencia');
  }

  // Typing then clicking a result at once: leaving the field writes the URL before navigating.
  await page.getByLabel('Buscar carrera o universidad').fill('medicina valencia');
  await cards.first().click();
  // The card carries the grade on, so the degree page can say how far it is from the cut-off.
  await expect(page).toHaveURL(/\/carrera\/\d+\?nota=13\.5$/);
  await page.goBack();
  await expect(page).toHaveURL(/q=medicina\+valencia/);
  await expect(page.getByLabel('Buscar carrera o universidad')).toHaveValue('medicina valencia');
  await expect(page.getByLabel('Tu nota de admisión', { exact: true })).toHaveValue('13,5');
  expect(await resultCount(page)).toBeLessThanOrEqual(count);

  await page.reload();
  await expect(page.getByLabel('Buscar carrera o universidad')).toHaveValue(
    'medicina valencia',
    FIRST_LOAD,
  );
  await expect(page.getByRole('combobox', { name: 'Ciudad' })).toHaveText('Valencia');
});

test('an empty result says so and clears the filters on request', async ({ page }) => {
  await openPage(page, '/notas-corte?q=astrofisica+cuantica&ciudad=Zaragoza');
  await expect(
    page.getByRole('heading', { name: 'No hay carreras con estos filtros' }),
  ).toBeVisible();
  // By keyboard: the button goes with the empty state, and focus goes on to the first result.
  await page.getByRole('button', { name: 'Limpiar filtros' }).press('Enter');
  await expect(page).toHaveURL('/notas-corte');
  await expect(resultCards(page).first()).toBeFocused();
  await expect(page.getByLabel('Buscar carrera o universidad')).toHaveValue('');
});

test("'Mostrar más' moves focus to the first card it brought; the list keeps its length and filters back from a degree", async ({
  page,
}) => {
  await openPage(page, '/notas-corte?ciudad=Valencia');
  const total = await resultCount(page);
  const cards = resultCards(page);
  await expect(cards).toHaveCount(24);
  const more = page.getByRole('button', { name: /^Mostrar más/ });
  await more.press('Enter');
  await expect(cards).toHaveCount(Math.min(48, total));
  await expect(cards.nth(24)).toBeFocused();
  const opened = (await cards.nth(24).getAttribute('href'))!;
  await cards.nth(24).press('Enter');
  await expect(page).toHaveURL(opened);
  // The page's own way back, like the browser's, returns to the list as it was left.
  await page.getByRole('link', { name: 'Volver a las notas de corte' }).click();
  await expect(page).toHaveURL('/notas-corte?ciudad=Valencia');
  await expect(cards).toHaveCount(Math.min(48, total));
  await expect(page.getByRole('combobox', { name: 'Ciudad' })).toHaveText('Valencia');
});

test('a grade outside 0–14 is said to be wrong and filters nothing out', async ({ page }) => {
  await openPage(page, '/notas-corte');
  const total = await resultCount(page);
  const grade = page.getByLabel('Tu nota de admisión', { exact: true });
  await grade.fill('-1');
  await expect(page.getByText('La nota de admisión va de 0 a 14.')).toBeVisible();
  await expect.poll(() => resultCount(page)).toBe(total);
  await grade.fill('12');
  await expect.poll(() => resultCount(page)).toBeLessThan(total);
});

test('a failed load shows SPEC §8’s message', async ({ page }) => {
  await page.route('**/rest/v1/cut_off_scores**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"caído"}' }),
  );
  await openPage(page, '/notas-corte');
  await expect(
    page.getByRole('heading', { name: 'Error al cargar las notas de corte' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(toast(page)).toContainText('Error al cargar las notas de corte');
});
