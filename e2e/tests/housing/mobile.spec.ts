// The housing screens at 375 px: nothing wider than the phone.
import { DEMO_PASSWORD } from '../../../scripts/lib/accounts.mjs';
import { expect, test } from '../../support/fixtures';
import { firstSingleMarker, mapGroups } from '../../support/results-map';
import { logIn } from '../../support/login';
import { acceptCookies, FIRST_LOAD } from '../university/helpers';
import { interceptTiles, resultCount } from './helpers';

test.use({ viewport: { width: 375, height: 740 } });

const noHorizontalScroll = async (page: import('@playwright/test').Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await interceptTiles(page);
});

test('the search, as a list and as a map, fits a 375 px screen', async ({ page }) => {
  await page.goto('/alojamiento');
  await resultCount(page);
  await noHorizontalScroll(page);
  await page.getByRole('button', { name: 'Mapa' }).click();
  const map = page.getByRole('region', { name: 'Mapa de alojamientos' });
  const markers = map.getByRole('button', { name: /€$/ });
  await expect(markers.or(mapGroups(map)).first()).toBeVisible(FIRST_LOAD);
  await noHorizontalScroll(page);
  // A marker's card at the map's foot: the help chat's button, fixed at the screen's corner,
  // steps aside while it is open rather than cover the card's link or heart.
  const helpChat = page.getByRole('button', { name: 'Abrir chat de ayuda' });
  await expect(helpChat).toBeVisible();
  await (await firstSingleMarker(map, markers)).click();
  const card = map.getByRole('dialog', { name: 'Resultado seleccionado' });
  await expect(card).toBeVisible();
  await expect(helpChat).toBeHidden();
  await card.getByRole('button', { name: 'Cerrar' }).click();
  await expect(card).toBeHidden();
  await expect(helpChat).toBeVisible();
});

test('a listing fits a 375 px screen', async ({ page }) => {
  await page.goto('/alojamiento/00000000-0000-4000-c000-000000000001');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Piso luminoso en Benimaclet',
    FIRST_LOAD,
  );
  await page.getByRole('heading', { name: 'Ubicación' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Ubicación del alojamiento' })).toBeVisible();
  await noHorizontalScroll(page);
});

test("an owner's listings and the publishing form fit a 375 px screen", async ({ page }) => {
  await logIn(page, 'carlos.martinez@demo.univida.es', DEMO_PASSWORD);
  await page.goto('/mis-alojamientos');
  await expect(
    page
      .getByRole('list', { name: 'Tus alojamientos' })
      .getByRole('link', { name: 'Piso luminoso en Benimaclet' }),
  ).toBeVisible(FIRST_LOAD);
  await noHorizontalScroll(page);
  await page.getByRole('button', { name: 'Publicar alojamiento' }).click();
  await expect(page.getByRole('region', { name: 'Elegir la ubicación en el mapa' })).toBeVisible(
    FIRST_LOAD,
  );
  await noHorizontalScroll(page);
});

test('on a phone, a listing edited far down the list opens the form at its title, and Cancelar goes back to that listing', async ({
  page,
}) => {
  await logIn(page, 'carlos.martinez@demo.univida.es', DEMO_PASSWORD);
  await page.goto('/mis-alojamientos');
  const main = page.getByRole('main');
  const last = main.getByRole('button', { name: /^Editar / }).last();
  await last.scrollIntoViewIfNeeded(FIRST_LOAD);
  const label = (await last.getAttribute('aria-label'))!;
  await last.click();
  const title = main.getByRole('form', { name: label }).getByRole('heading', { name: label });
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  await main.getByRole('button', { name: 'Cancelar' }).click();
  const again = main.getByRole('button', { name: label, exact: true });
  await expect(again).toBeFocused();
  await expect(again).toBeInViewport();
});

test('on a phone the filters fold behind their title, which counts the choices, so results come first', async ({
  page,
}) => {
  await page.goto('/roomie-match?ciudad=Valencia&aficion=Deportes');
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  const toggle = filters.getByRole('button', { name: 'Filtros (2)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false', FIRST_LOAD);
  await expect(filters.getByRole('checkbox', { name: 'Deportes' })).toBeHidden();
  // The first flatmate is on the first screen.
  await expect(
    page.getByRole('region', { name: 'Compañeros de piso' }).getByRole('heading').first(),
  ).toBeInViewport();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await filters.getByRole('checkbox', { name: 'Música' }).click();
  await expect(filters.getByRole('checkbox', { name: 'Música' })).toBeChecked();
  await expect(filters.getByRole('button', { name: 'Filtros (3)' })).toBeVisible();
  await expect(page).toHaveURL(/aficion=M%C3%BAsica/);
  await filters.getByRole('button', { name: 'Filtros (3)' }).press('Enter');
  await expect(filters.getByRole('checkbox', { name: 'Música' })).toBeHidden();

  await page.goto('/alojamiento');
  const housingFilters = page.getByRole('complementary', { name: 'Filtros' });
  await expect(housingFilters.getByRole('button', { name: 'Filtros' })).toHaveAttribute(
    'aria-expanded',
    'false',
    FIRST_LOAD,
  );
  await expect(housingFilters.getByLabel('Buscar por nombre o dirección')).toBeHidden();
  await resultCount(page);
  await noHorizontalScroll(page);
});

test('on a laptop the filters stay open beside the results, with no button to fold them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/alojamiento?habitaciones=2');
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  await expect(filters.getByLabel('Buscar por nombre o dirección')).toBeVisible(FIRST_LOAD);
  await expect(filters.getByRole('heading', { name: 'Filtros', exact: true })).toBeVisible();
  await expect(filters.getByRole('button', { name: /^Filtros/ })).toBeHidden();
});
