// The heart on the listing cards: a visitor is asked to sign in; a student's favourite is right at
// once, survives a reload and shows on /favorites.
import { expect, test } from '../../support/fixtures';
import { logIn } from '../../support/login';
import { backendOf, signUpViaApi, uniqueEmail } from '../account/backend';
import { acceptCookies, FIRST_LOAD, toast } from '../university/helpers';
import { cards, resultCount } from './helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a visitor is asked to sign in to save a favourite', async ({ page }) => {
  await page.goto('/alojamiento');
  await resultCount(page);
  // Each heart is named for its card's listing, not one of twelve identical 'Guardar en favoritos'.
  const name = (await cards(page).first().getByRole('heading').textContent())!;
  const heart = cards(page).first().getByRole('button', { name: `Guardar ${name} en favoritos` });
  await heart.click();
  await expect(toast(page)).toContainText('Inicia sesión para guardar favoritos');
  await expect(heart).toBeVisible();
});

test('a saved favourite persists after a reload, shows on /favorites and can be removed', async ({ page, request }) => {
  const backend = await backendOf(request);
  const email = uniqueEmail('corazon');
  await signUpViaApi(request, backend, email, 'Corazon-2026', { full_name: 'Cora Zón', user_type: 'student' });
  await logIn(page, email, 'Corazon-2026');

  await page.goto('/alojamiento?orden=precio-asc');
  await resultCount(page);
  const card = cards(page).nth(1);
  const name = (await card.getByRole('heading').textContent())!;
  const save = { name: `Guardar ${name} en favoritos` };
  const remove = { name: `Quitar ${name} de favoritos` };
  await card.getByRole('button', save).click();
  await expect(card.getByRole('button', remove)).toBeVisible();
  await expect(toast(page)).toContainText('Añadido a favoritos');

  await page.reload();
  await expect(cards(page).nth(1).getByRole('button', remove)).toBeVisible(FIRST_LOAD);
  await expect(cards(page).getByRole('button', { name: /^Quitar .+ de favoritos$/ })).toHaveCount(1);

  await page.goto('/favorites');
  const saved = page.getByRole('main').getByRole('link', { name });
  await expect(saved).toBeVisible(FIRST_LOAD);
  // By keyboard the card shows where focus is: a ring around the card, unclipped.
  for (let press = 0; press < 60; press++) {
    await page.keyboard.press('Tab');
    if (await saved.evaluate((link) => link === document.activeElement)) break;
  }
  await expect(saved).toBeFocused();
  const ring = await page
    .getByRole('article', { name })
    .evaluate((article) => getComputedStyle(article).outlineStyle);
  expect(ring).toBe('solid');

  await page.goto('/alojamiento?orden=precio-asc');
  await cards(page).nth(1).getByRole('button', remove).click(FIRST_LOAD);
  await expect(toast(page)).toContainText('Eliminado de favoritos');
  await page.reload();
  await expect(cards(page).nth(1).getByRole('button', save)).toBeVisible(FIRST_LOAD);
});
