// Favourites added through the backend appear as cards linking to the listing and can be removed.
import type { Locator } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { logIn } from '../../support/login';
import { backendOf, restGet, restInsert, signInViaApi, signUpViaApi, uniqueEmail } from './backend';

const password = 'Favoritos-2026';
const accommodationIds = [
  '00000000-0000-4000-c000-000000000001',
  '00000000-0000-4000-c000-000000000002',
];

test('a visitor is asked to log in', async ({ page }) => {
  await page.goto('/favorites');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: 'Inicia sesión para ver tus favoritos' }),
  ).toBeVisible();
  await main.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL('/login');
});

test('favourites show as cards, link to the listing and can be removed', async ({
  page,
  request,
}) => {
  const backend = await backendOf(request);
  const email = uniqueEmail('fav');
  await signUpViaApi(request, backend, email, password, {
    full_name: 'Fede Favoritos',
    user_type: 'student',
  });
  const { userId, token } = await signInViaApi(request, backend, email, password);
  await restInsert(
    request,
    backend,
    'favorites',
    accommodationIds.map((item_id) => ({ user_id: userId, item_id, item_type: 'accommodation' })),
    token,
  );
  const listings = await restGet<{ id: string; name: string }>(
    request,
    backend,
    `accommodations?id=in.(${accommodationIds.join(',')})&select=id,name`,
  );
  const [first, second] = accommodationIds.map((id) =>
    listings.find((listing) => listing.id === id)!,
  );

  await logIn(page, email, password);
  // The photo the search shows for a listing, loaded.
  const photoOf = async (card: Locator) => {
    const photo = card.locator('img').first();
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    return photo.evaluate((img: HTMLImageElement) => img.currentSrc);
  };
  await page.goto(`/alojamiento?q=${encodeURIComponent(first!.name)}`);
  const searchPhoto = await photoOf(page.getByRole('article', { name: first!.name }));
  expect(searchPhoto).toContain('/render/image/');

  await page.goto('/favorites');
  const main = page.getByRole('main');
  await expect(main.getByRole('article')).toHaveCount(2);
  // The same rendition, which the browser already has.
  expect(await photoOf(main.getByRole('article', { name: first!.name }))).toBe(searchPhoto);
  await expect(main.getByRole('link', { name: first!.name })).toHaveAttribute(
    'href',
    `/alojamiento/${first!.id}`,
  );

  await main.getByRole('button', { name: `Quitar ${second!.name} de favoritos` }).click();
  await expect(page.getByText('Eliminado de favoritos', { exact: true })).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(1);
  await page.reload();
  await expect(main.getByRole('article')).toHaveCount(1);
  expect(
    await restGet(request, backend, `favorites?user_id=eq.${userId}&select=item_id`, token),
  ).toEqual([{ item_id: first!.id }]);

  await main.getByRole('button', { name: `Quitar ${first!.name} de favoritos` }).click();
  await expect(main.getByRole('heading', { name: 'Aún no tienes favoritos' })).toBeVisible();

  await restInsert(
    request,
    backend,
    'favorites',
    [{ user_id: userId, item_id: first!.id, item_type: 'accommodation' }],
    token,
  );
  await page.reload();
  await main.getByRole('link', { name: first!.name }).click();
  await expect(page).toHaveURL(`/alojamiento/${first!.id}`);
});
