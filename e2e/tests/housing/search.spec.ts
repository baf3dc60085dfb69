// /alojamiento on the real backend: filters, sort and pages live in the URL and are applied by the
// database; the map shows a marker per result and 'Buscar en esta zona' narrows the list.
import { expect, test } from '../../support/fixtures';
import { acceptCookies, FIRST_LOAD } from '../university/helpers';
import { firstSingleMarker, mapGroups, resultsOnMap } from '../../support/results-map';
import { cardPrices, cardTotalRooms, cards, interceptTiles, resultCount, results } from './helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('price and rooms filters give only matching cards, live in the URL and survive a reload', async ({ page }) => {
  await page.goto('/alojamiento');
  const all = await resultCount(page);
  expect(all).toBeGreaterThanOrEqual(40);

  const slider = page.getByRole('slider', { name: 'Precio máximo (€/mes)' });
  await slider.focus();
  await page.keyboard.press('Home'); // 250
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('ArrowRight'); // 450
  await expect(page).toHaveURL(/precio=450/);
  const cheap = await resultCount(page);
  expect(cheap).toBeLessThan(all);
  expect(Math.max(...(await cardPrices(page)))).toBeLessThanOrEqual(450);

  await page.getByRole('button', { name: '3 habitaciones' }).click();
  await expect(page).toHaveURL(/habitaciones=3/);
  const narrowed = await resultCount(page);
  expect(narrowed).toBeLessThanOrEqual(cheap);
  expect(new Set(await cardTotalRooms(page))).toEqual(new Set([3]));
  const prices = await cardPrices(page);
  expect(Math.max(...prices)).toBeLessThanOrEqual(450);

  await page.reload();
  expect(await resultCount(page)).toBe(narrowed);
  await expect(page.getByRole('button', { name: '3 habitaciones' })).toHaveAttribute('aria-pressed', 'true');
  await expect(slider).toHaveAttribute('aria-valuenow', '450');

  await page.goBack();
  await expect(page).not.toHaveURL(/habitaciones/);
  expect(await resultCount(page)).toBe(cheap);
});

test('the city and text filters narrow the search', async ({ page }) => {
  await page.goto('/alojamiento?ciudad=Zaragoza');
  const zaragoza = await resultCount(page);
  expect(zaragoza).toBeGreaterThan(0);
  await expect(cards(page).first()).toContainText('· Zaragoza');
  expect(await cards(page).filter({ hasNotText: '· Zaragoza' }).count()).toBe(0);

  await page.getByLabel('Buscar por nombre o dirección').fill('Benimaclet');
  await expect(page).toHaveURL(/q=Benimaclet/);
  await page.getByRole('button', { name: 'Borrar filtros' }).first().click();
  await expect(page).toHaveURL('/alojamiento');
  await page.getByLabel('Buscar por nombre o dirección').fill('Benimaclet');
  await expect(page).toHaveURL(/q=Benimaclet/);
  expect(await resultCount(page)).toBeGreaterThan(0);
  for (const name of await cards(page).getByRole('heading').allTextContents()) {
    expect(name).toMatch(/Benimaclet/);
  }

  // Typed without its accent, as students do: 'algiros' finds 'Algirós'.
  await page.getByLabel('Buscar por nombre o dirección').fill('algiros');
  await expect(page).toHaveURL(/q=algiros/);
  await expect(cards(page).getByRole('heading', { name: /Algirós/ }).first()).toBeVisible();
  expect(await resultCount(page)).toBeGreaterThan(0);
});

test('sorting by price orders the cards, and pages keep the sort', async ({ page }) => {
  await page.goto('/alojamiento');
  await resultCount(page);
  await page.getByRole('combobox', { name: 'Ordenar por' }).click();
  await page.getByRole('option', { name: 'Precio: de menor a mayor' }).click();
  await expect(page).toHaveURL(/orden=precio-asc/);
  await resultCount(page);
  const first = await cardPrices(page);
  expect(first).toHaveLength(12);
  expect(first).toEqual([...first].sort((a, b) => a - b));

  const pages = page.getByRole('navigation', { name: 'Paginación' });
  await pages.getByRole('link', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/orden=precio-asc&pagina=2/);
  await expect(pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(async () => (await cardPrices(page))[0]).toBeGreaterThanOrEqual(first.at(-1)!);
  const second = await cardPrices(page);
  expect(second).toEqual([...second].sort((a, b) => a - b));

  await page.reload();
  await expect(pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page', FIRST_LOAD);
  expect(await cardPrices(page)).toEqual(second);

  // A listing opened from here leads back to this page of this sort, not to the first, scrolled
  // where the student was; on the listing, focus starts at the page's content.
  const last = cards(page).last().getByRole('heading').getByRole('link');
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await last.click();
  const back = page.getByRole('link', { name: 'Volver a alojamientos' });
  await expect(back).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('main')).toBeFocused();
  await back.click();
  await expect(page).toHaveURL(/\/alojamiento\?orden=precio-asc&pagina=2$/);
  await expect.poll(() => cardPrices(page)).toEqual(second);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 5);
});

test('over the four cities the map groups nearby listings, and a group pressed splits them', async ({ page }) => {
  await interceptTiles(page);
  await page.goto('/alojamiento?vista=mapa');
  const all = await resultCount(page);
  const map = page.getByRole('region', { name: 'Mapa de alojamientos' });
  const markers = map.getByRole('button', { name: /€$/ });
  await expect(mapGroups(map).first()).toBeVisible(FIRST_LOAD);
  await expect.poll(() => resultsOnMap(map, markers)).toBe(all);
  const shown = async () => (await mapGroups(map).count()) + (await markers.count());
  const before = await shown();
  // Far fewer things to pick from than listings: that was the pile-up.
  expect(before).toBeLessThan(all / 2);
  await mapGroups(map).first().click();
  await expect.poll(shown).toBeGreaterThan(before);
  await expect.poll(() => resultsOnMap(map, markers)).toBe(all);
});

test("the map shows every result, nearby ones grouped, each marker's card on click, and 'Buscar en esta zona' narrows the list", async ({ page }) => {
  const tiles = await interceptTiles(page);
  await page.goto('/alojamiento?ciudad=Valencia');
  const valencia = await resultCount(page);
  await page.getByRole('button', { name: 'Mapa' }).click();
  await expect(page).toHaveURL(/vista=mapa/);
  const map = page.getByRole('region', { name: 'Mapa de alojamientos' });
  const markers = map.getByRole('button', { name: /€$/ });
  await expect(markers.or(mapGroups(map)).first()).toBeVisible(FIRST_LOAD);
  await expect.poll(() => resultsOnMap(map, markers)).toBe(valencia);
  expect(tiles.length).toBeGreaterThan(0);

  // Zoom in on the middle of Valencia, then search only there.
  for (let i = 0; i < 2; i += 1) await map.getByRole('button', { name: 'Acercar' }).click();
  await page.waitForTimeout(600);
  await map.getByRole('button', { name: 'Buscar en esta zona' }).click();
  await expect(page).toHaveURL(/zona=/);
  const zone = await resultCount(page);
  expect(zone).toBeGreaterThan(0);
  expect(zone).toBeLessThan(valencia);
  await expect.poll(() => resultsOnMap(map, markers)).toBe(zone);
  expect(await cards(page).count()).toBe(Math.min(zone, 12));
  // Within the zone: groups pressed until a marker of its own shows.
  const marker = await firstSingleMarker(map, markers);
  const name = (await marker.getAttribute('aria-label'))!.replace(/, [\d.]+ €$/, '');
  const card = map.getByRole('dialog', { name: 'Resultado seleccionado' });
  await marker.click();
  await expect(card.getByRole('heading', { name })).toBeVisible();
  // Opened by mouse, Escape or a click on the map beside the markers puts it away.
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await marker.click();
  await expect(card).toBeVisible();
  // At the left edge, halfway down: below the zoom buttons, where the fit leaves no marker.
  await map.click({ position: { x: 16, y: (await map.boundingBox())!.height / 2 } });
  await expect(card).toBeHidden();
  // By keyboard too: Enter opens the card and takes focus there, Escape gives it back.
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(marker).toBeFocused();

  await page.reload();
  expect(await resultCount(page)).toBe(zone);
  await results(page).getByRole('button', { name: 'Quitar la zona del mapa' }).click();
  await expect(page).not.toHaveURL(/zona=/);
  // Polled: the zone's count stays on screen until the wider search has answered.
  await expect.poll(() => resultCount(page)).toBe(valencia);
});

test('a visitor who never opens the map downloads no map code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const tiles = await interceptTiles(page);
  await page.goto('/alojamiento');
  await resultCount(page);
  expect(tiles).toEqual([]);
  // Leaflet is bundled into the marker-icon chunk, beside the results map's own.
  expect(scripts.some((url) => /\/(results-map|marker-icon)-[\w-]+\.js$/.test(url))).toBe(false);
  const count = scripts.length;
  await page.getByRole('button', { name: 'Mapa' }).click();
  const map = page.getByRole('region', { name: 'Mapa de alojamientos' });
  await expect(map.getByRole('button', { name: /€$/ }).or(mapGroups(map)).first()).toBeVisible(FIRST_LOAD);
  expect(scripts.length).toBeGreaterThan(count);
});

test('cards show their photo as a Storage rendition of the card’s size, not the upload', async ({ page }) => {
  await page.goto('/alojamiento');
  await resultCount(page);
  const photo = cards(page).locator('img[src*="/seed-images/"]').first();
  await expect(photo).toHaveAttribute('src', /\/storage\/v1\/render\/image\/public\/seed-images\/accommodations\/flat-\d+\.png\?width=400&height=225&resize=cover$/);
  // The seed's 640 × 400 pictures arrive cut to the 16:9 box; the box keeps its size meanwhile.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([400, 225]);
  await expect(photo).toHaveAttribute('width', '400');
  await expect(photo).toHaveAttribute('height', '225');
});
