// Issue 17, saved searches with what is new: a student saves a housing search (the list then says
// it is saved), an owner publishes a listing that matches it, 'Mis búsquedas' says '1 nuevo',
// opening the search shows it and the count clears. The search names a university of its own, so
// no other spec's listing counts.
import { expect, test } from '../../support/fixtures';
import { logIn } from '../../support/login';
import { backendOf, signUpViaApi, uniqueEmail } from '../account/backend';
import { interceptTiles, resultCount } from '../housing/helpers';
import { acceptCookies, FIRST_LOAD, toast } from '../university/helpers';
import {
  expectAxeClean,
  expectNoHorizontalScroll,
  publishAsDemoOwner,
  studentWithSavedEventsSearch,
} from './helpers';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'Busquedas-2026';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await interceptTiles(page);
});

test('save a search, an owner adds a matching listing, see 1 nuevo, open it, the count clears', async ({
  page,
  request,
}) => {
  const backend = await backendOf(request);
  const email = uniqueEmail('busca');
  await signUpViaApi(request, backend, email, PASSWORD, {
    full_name: 'Berta Busca',
    user_type: 'student',
  });
  const university = `Universidad E2E ${Date.now()}`;

  await logIn(page, email, PASSWORD);
  const listUrl = `/alojamiento?universidad=${encodeURIComponent(university)}`;
  // A second tab on the same list, opened before the search is saved there.
  const otherTab = await page.context().newPage();
  await interceptTiles(otherTab);
  await otherTab.goto(listUrl);
  await expect(otherTab.getByRole('button', { name: 'Guardar búsqueda' })).toBeVisible(FIRST_LOAD);

  await page.goto(listUrl);
  await page.getByRole('button', { name: 'Guardar búsqueda' }).click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Guardar búsqueda' });
  // The dialog loads on the first press; focus still lands in it.
  await expect(dialog.getByLabel('Nombre de la búsqueda')).toBeFocused(FIRST_LOAD);
  await expect(dialog.getByLabel('Nombre de la búsqueda')).toHaveValue(
    `Alojamiento en ${university}`,
  );
  await dialog.getByLabel('Nombre de la búsqueda').fill('Cerca de mi campus');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page).getByText('Búsqueda guardada')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The list now says so before another press, and focus is on what says it.
  const saved = (tab: typeof page) =>
    tab.getByRole('link', { name: 'Búsqueda guardada: ver en Mis búsquedas' });
  await expect(saved(page)).toBeFocused();
  await expect(saved(page)).toHaveAttribute('href', '/mis-busquedas');
  await expect(page.getByRole('button', { name: 'Guardar búsqueda' })).toHaveCount(0);

  // The tab opened before still offers it: the database keeps one, and the dialog says where.
  await otherTab.getByRole('button', { name: 'Guardar búsqueda' }).click();
  const otherDialog = otherTab.getByRole('dialog', { name: 'Guardar búsqueda' });
  await otherDialog.getByLabel('Nombre de la búsqueda').fill('Otra vez');
  await otherDialog.getByRole('button', { name: 'Guardar' }).click();
  const refusal = otherDialog.getByText(
    'Ya tienes guardada esta búsqueda: la encontrarás en Mis búsquedas.',
  );
  await expect(refusal).toBeFocused();
  await expectAxeClean(otherTab, 'in the save dialog saying the search is already saved');
  await otherDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(saved(otherTab)).toBeFocused();
  await otherTab.close();

  await page.goto('/mis-busquedas');
  const list = page.getByRole('list', { name: 'Búsquedas guardadas' });
  const item = list.getByRole('listitem').filter({ hasText: 'Cerca de mi campus' });
  await expect(item).toContainText('Nada nuevo', FIRST_LOAD);
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // The owner publishes a matching room.
  await publishAsDemoOwner(request, backend, [
    {
      name: 'Habitación junto al campus E2E',
      city: 'Valencia',
      price_per_room: 390,
      total_rooms: 3,
      available_rooms: 1,
      closest_university: university,
    },
  ]);

  await page.reload();
  await expect(item.getByText('1 nuevo', { exact: true })).toBeVisible(FIRST_LOAD);
  await expectAxeClean(page, 'on Mis búsquedas with a new result');

  await item.getByRole('link', { name: 'Cerca de mi campus' }).click();
  await expect(page).toHaveURL(
    `/alojamiento?universidad=${encodeURIComponent(university).replace(/%20/g, '+')}`,
  );
  expect(await resultCount(page)).toBe(1);
  await expect(page.getByRole('region', { name: 'Alojamientos' })).toContainText(
    'Habitación junto al campus E2E',
  );
  await expect(saved(page)).toBeVisible();

  await page.goto('/mis-busquedas');
  await expect(item).toContainText('Nada nuevo', FIRST_LOAD);
  await expect(item.getByText('1 nuevo', { exact: true })).toHaveCount(0);
});

test('a visitor is asked to sign in, on the list and on Mis búsquedas', async ({ page }) => {
  await page.goto('/alojamiento');
  await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
  await expect(toast(page).getByText('Inicia sesión para guardar búsquedas')).toBeVisible();
  await page.goto('/mis-busquedas');
  await expect(
    page.getByRole('heading', { name: 'Inicia sesión para ver tus búsquedas' }),
  ).toBeVisible(FIRST_LOAD);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('Mis búsquedas fits the phone', async ({ page, request }) => {
    const { email } = await studentWithSavedEventsSearch(
      request,
      { name: 'Mar Móvil', password: PASSWORD },
      {
        name: 'Planes en Castellón de la Plana los fines de semana',
        city: 'Castellón de la Plana',
      },
    );
    await logIn(page, email, PASSWORD);
    await page.goto('/mis-busquedas');
    await expect(page.getByRole('link', { name: /^Planes en Castellón/ })).toBeVisible(FIRST_LOAD);
    await expectNoHorizontalScroll(page);
  });
});
