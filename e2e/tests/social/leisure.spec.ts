// /zonas-ocio and /zonas-ocio/:id on the real backend: search, filters and sort in the URL, and
// rating a spot (first 'Enviar', then 'Actualizar', the average following at once).
import { expect, test } from '../../support/fixtures';
import { expectLastPageOpened } from '../../support/last-page';
import { firstSingleMarker, mapGroups, resultsOnMap } from '../../support/results-map';
import { newStudent, pageAs } from './people';

test('search, category, city and sort live in the URL and survive a reload', async ({ page }) => {
  await page.goto('/zonas-ocio');
  const list = page.getByRole('list', { name: 'Zonas de ocio' });
  // The first visit loads the remote: allow for a busy machine.
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  // The first row's photos load at once (the first thing a visitor sees); the rest lazily.
  const photo = (card: number) => list.getByRole('listitem').nth(card).locator('img');
  for (const card of [0, 1, 2]) await expect(photo(card)).toHaveAttribute('loading', 'eager');
  await expect(photo(3)).toHaveAttribute('loading', 'lazy');

  await page.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: 'Cines' }).click();
  await expect(page).toHaveURL(/categoria=cines/);
  // The previous page stays on screen while the filtered one loads: wait for it to go.
  const otherCategories = list.getByText(
    /^(Bares y pubs|Discotecas|Restaurantes|Cafeterías y heladerías|Deporte|Parques y playas|Centros comerciales|Otros)$/,
  );
  await expect(otherCategories).toHaveCount(0);
  await expect(list.getByText('Cines', { exact: true }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Ordenar por' }).click();
  await page.getByRole('option', { name: 'Más recientes' }).click();
  await expect(page).toHaveURL(/orden=recientes/);

  await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('zzz-nada');
  await expect(page).toHaveURL(/q=zzz-nada/);
  await expect(page.getByText('No hay zonas de ocio con esos filtros')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Buscar por nombre' })).toHaveValue('zzz-nada');
  await expect(page.getByRole('combobox', { name: 'Categoría' })).toHaveText('Cines');
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveText('Más recientes');
  await expect(page.getByText('No hay zonas de ocio con esos filtros')).toBeVisible();

  await page.getByRole('combobox', { name: 'Ciudad' }).click();
  await expect(page.getByRole('option', { name: 'Zaragoza' })).toBeVisible();
});

test('the search ignores accents and case: "TRANVIA" finds "Bar El Tranvía"', async ({ page }) => {
  await page.goto('/zonas-ocio?q=TRANVIA');
  const list = page.getByRole('list', { name: 'Zonas de ocio' });
  await expect(list.getByRole('heading', { name: 'Bar El Tranvía' })).toBeVisible({ timeout: 30_000 });
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

test('a visitor who rates is asked to sign in; an unknown spot says so', async ({ page }) => {
  await page.goto('/zonas-ocio/00000000-0000-4000-e000-000000000001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radio', { name: '4 estrellas' }).click();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Debes iniciar sesión para valorar.', { exact: true })).toBeVisible();

  await page.goto('/zonas-ocio/00000000-0000-4000-e000-000000009999');
  await expect(page.getByRole('heading', { level: 1, name: 'Zona de ocio no encontrada' })).toBeVisible();
});

test.slow();

test('a first rating is sent with Enviar, then Actualizar changes it, and the average follows', async ({ browser, request }) => {
  const rater = await newStudent(request, 'Rita Valora');
  const page = await pageAs(browser, rater);
  await page.goto('/zonas-ocio/00000000-0000-4000-e000-000000000003');
  const average = page.getByRole('complementary', { name: 'Valoración media' });
  await expect(average.getByText(/valoraci(ón|ones)$/)).toBeVisible({ timeout: 30_000 });
  const countBefore = Number((await average.getByText(/valoraci(ón|ones)$/).textContent())!.split(' ')[0]);

  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Por favor, selecciona una valoración.').first()).toBeVisible();

  await page.getByRole('radio', { name: '1 estrella' }).click();
  await page.getByLabel('Comentario (opcional)').fill('Demasiado ruido.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('¡Gracias por tu valoración!', { exact: true })).toBeVisible();
  await expect(average.getByText(`${countBefore + 1} valoraciones`)).toBeVisible();
  const ratings = page.getByRole('list', { name: 'Valoraciones' });
  await expect(ratings.getByRole('listitem').first()).toContainText('Rita Valora');
  await expect(ratings.getByRole('listitem').first()).toContainText('Demasiado ruido.');
  const lowAverage = await average.locator('strong').textContent();

  await expect(page.getByRole('button', { name: 'Actualizar' })).toBeVisible();
  await page.getByRole('radio', { name: '5 estrellas' }).click();
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(average.locator('strong')).not.toHaveText(lowAverage!);
  await expect(average.getByText(`${countBefore + 1} valoraciones`)).toBeVisible();
  await page.context().close();
});

test('the map view shows every spot of the search, nearby ones grouped (tiles intercepted), and a spot’s page its picture first and its small map', async ({ page }) => {
  await page.route(/\/\d+\/\d+\/\d+\.png(\?.*)?$/, (route) =>
    route.fulfill({ contentType: 'image/png', body: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64') }),
  );
  await page.goto('/zonas-ocio');
  await page.getByRole('group', { name: 'Vista' }).getByRole('button', { name: 'Mapa' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/vista=mapa/);
  const map = page.getByRole('region', { name: 'Mapa de zonas de ocio' });
  // The whole search is on the map, not the list's first page of it, and there is no pager.
  const total = Number((await page.getByText(/^\d+ zonas de ocio$/).textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(12);
  const spotMarkers = map.getByRole('button', { name: /(★|Nuevo)$/ });
  // All that have a place on the map: places other tests add may have none.
  await expect.poll(() => resultsOnMap(map, spotMarkers)).toBeGreaterThan(12);
  expect(await resultsOnMap(map, spotMarkers)).toBeLessThanOrEqual(total);
  await expect(page.getByRole('navigation', { name: 'Páginas de zonas de ocio' })).toHaveCount(0);
  const rated = map.getByRole('button', { name: /, \d,\d ★$/ });
  await expect(rated.or(mapGroups(map)).first()).toBeVisible();
  const marker = await firstSingleMarker(map, rated);
  await marker.click();
  // A spot opened from the map's card leads back to the map, not to the plain list.
  await map.getByRole('dialog', { name: 'Resultado seleccionado' }).getByRole('link').click();
  await page.getByRole('link', { name: 'Volver a zonas de ocio' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/zonas-ocio\?vista=mapa$/);
  await expect(map).toBeVisible();
  await page.goto('/zonas-ocio/00000000-0000-4000-e000-000000000001');
  // The spot's picture is the page's largest: fetched before the ratings' avatars and the map.
  const picture = page.getByRole('main').getByRole('img', { name: 'La Pinta Cervecería' });
  await expect(picture).toBeVisible({ timeout: 30_000 });
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  await page.getByRole('complementary', { name: 'Valoración media' }).scrollIntoViewIfNeeded({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: /^Ubicación de / })).toBeVisible({ timeout: 30_000 });
});

test("a page past a list's end (an old link) opens its last page, not an error or 'no results'", async ({
  page,
}) => {
  // Pages of 12: the seed's 32 spots make three, its 18 upcoming events and 13 news besides the
  // featured one two each.
  for (const [path, list, pages] of [
    ['/zonas-ocio', 'Zonas de ocio', 3],
    ['/eventos', 'Eventos', 2],
    ['/novedades', 'Novedades', 2],
  ] as const) {
    await page.goto(`${path}?pagina=99`);
    await expectLastPageOpened(page, pages);
    await expect(page.getByRole('list', { name: list }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(/Error al cargar|No se pudieron|No hay/)).toHaveCount(0);
  }
});
