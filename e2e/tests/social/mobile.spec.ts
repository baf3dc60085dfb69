// /zonas-ocio and /eventos on a phone: the filters fold behind 'Filtros (n)' so the first cards are
// on the first screen; on a laptop they stay open above the list.
import { expect, test } from '../../support/fixtures';
import { acceptCookies, FIRST_LOAD } from '../university/helpers';

test.use({ viewport: { width: 375, height: 740 } });

test.beforeEach(async ({ page }) => acceptCookies(page));

test('the leisure filters fold on a phone, count the search and keep it in the URL', async ({ page }) => {
  await page.goto('/zonas-ocio?ciudad=Valencia&orden=recientes');
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  // The city narrows the search; the sort does not.
  const toggle = filters.getByRole('button', { name: 'Filtros (1)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false', FIRST_LOAD);
  await expect(filters.getByRole('searchbox', { name: 'Buscar por nombre' })).toBeHidden();
  await expect(page.getByRole('list', { name: 'Zonas de ocio' }).getByRole('listitem').first().locator('img')).toBeInViewport();

  await toggle.click();
  await filters.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: 'Cines' }).click();
  await expect(page).toHaveURL(/categoria=cines/);
  const twoFilters = filters.getByRole('button', { name: 'Filtros (2)' });
  await expect(twoFilters).toHaveAttribute('aria-expanded', 'true');
  await twoFilters.press('Enter');
  await expect(filters.getByRole('combobox', { name: 'Categoría' })).toBeHidden();
});

test('the event filters fold on a phone with the first event in view', async ({ page }) => {
  await page.goto('/eventos');
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  await expect(filters.getByRole('button', { name: 'Filtros', exact: true })).toHaveAttribute('aria-expanded', 'false', FIRST_LOAD);
  await expect(filters.getByLabel('Fecha')).toBeHidden();
  await expect(page.getByRole('list', { name: 'Eventos' }).getByRole('heading').first()).toBeInViewport();
});

test('on a laptop the filters stay open above the list, with no button', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/eventos?categoria=Deporte');
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  await expect(filters.getByLabel('Fecha')).toBeVisible(FIRST_LOAD);
  await expect(filters.getByRole('button', { name: /^Filtros/ })).toBeHidden();
});
