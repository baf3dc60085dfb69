// /carrera/{id}: the degree from the database, its fixed content, the not-found and error states.
import { expect, test } from '../../support/fixtures';
import { acceptCookies, openPage, toast } from './helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('shows the degree, the info cards, the four tabs and the under-construction actions', async ({
  page,
}) => {
  await openPage(page, '/notas-corte?q=medicina&ciudad=Valencia');
  const card = page.getByRole('region', { name: 'Resultados' }).getByRole('link').first();
  // The card's description line is the university.
  const university = (await card.locator('h2 + p').textContent())!;
  const score = /Nota de corte\s*(\d+,\d{3})/.exec((await card.textContent())!)![1];
  await card.click();

  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Medicina');
  const main = page.getByRole('main');
  await expect(main.getByText(university, { exact: true })).toBeVisible();
  await expect(main.getByText('Valencia', { exact: true })).toBeVisible();
  await expect(main.getByText(`Nota de corte ${score}`)).toBeVisible();
  // Medicina lasts six years (a grado four).
  for (const text of ['35.000€ - 45.000€', '15+', '6 años / 360 ECTS'])
    await expect(main.getByText(text)).toBeVisible();

  await expect(main.getByRole('heading', { name: '1.º curso' })).toBeVisible();
  await expect(main.getByRole('heading', { name: '6.º curso' })).toBeVisible();
  await main.getByRole('tab', { name: 'Profesores' }).click();
  await expect(main.getByRole('img', { name: /: 4 de 5$/ })).toHaveCount(3);
  await main.getByRole('tab', { name: 'Salidas profesionales' }).click();
  await expect(main.getByRole('tabpanel').getByRole('listitem')).toHaveCount(5);
  await main.getByRole('tab', { name: 'Plan de estudios' }).click();
  await expect(main.getByRole('table')).toContainText('Trabajo Fin de Grado');

  for (const action of ['Subir apuntes', 'Ver apuntes', 'Evaluar', 'Descargar guía docente']) {
    await main.getByRole('button', { name: action }).click();
    await expect(toast(page)).toContainText('¡Función en desarrollo!');
  }
});

test('an unknown degree says “Carrera no encontrada” and links back to /notas-corte', async ({
  page,
}) => {
  await openPage(page, '/carrera/99999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Carrera no encontrada' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Volver a las notas de corte' }).click();
  await expect(page).toHaveURL('/notas-corte');
  await expect(page.getByRole('heading', { level: 1, name: 'Notas de corte' })).toBeVisible();
});

test('a failed load shows SPEC §8’s message', async ({ page }) => {
  await page.route('**/rest/v1/cut_off_scores**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"caído"}' }),
  );
  await openPage(page, '/carrera/1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Error al cargar los detalles de la carrera' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(toast(page)).toContainText('Error al cargar los detalles de la carrera');
});
