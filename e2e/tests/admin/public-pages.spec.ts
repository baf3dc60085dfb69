// The admin's decisions seen where visitors look, through the public pages themselves (not the
// API): a deleted listing leaves /alojamiento and its page says it no longer exists, an approved
// suggestion appears on /zonas-ocio, an edited or deleted news item changes /novedades. Each test
// makes its own rows; a visitor's tab watches the public page before and after the admin acts.
import type { Browser, Page } from '@playwright/test';
import { adminState } from '../../support/env';
import { expect, test } from '../../support/fixtures';
import { backendOf } from '../account/backend';
import { cards, resultCount, results } from '../housing/helpers';
import { acceptCookies, FIRST_LOAD } from '../university/helpers';
import {
  adminSession,
  createListing,
  deleteRow,
  freshUser,
  insertRow,
  suggestSpots,
  tag,
} from './admin-data';

test.slow();

/** The admin's own tab (the visitor is the test's `page`); its page errors fail the test too. */
async function openAdminTab(browser: Browser, path: string) {
  const context = await browser.newContext({ storageState: adminState });
  const admin = await context.newPage();
  const errors: string[] = [];
  admin.on('pageerror', (error) => errors.push(error.message));
  await acceptCookies(admin);
  await admin.goto(path);
  return {
    admin,
    close: async () => {
      await context.close();
      expect(errors, 'uncaught errors in the admin tab').toEqual([]);
    },
  };
}

const tableRow = (admin: Page, name: string) => admin.getByRole('row', { name: new RegExp(name) });

async function confirmDelete(admin: Page, name: string) {
  await tableRow(admin, name)
    .getByRole('button', { name: `Eliminar ${name}` })
    .click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(admin.getByText('Elemento eliminado', { exact: true })).toBeVisible();
  await expect(tableRow(admin, name)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a listing the admin deletes leaves /alojamiento, its page says so, and Registro files it under Alojamiento', async ({
  page,
  browser,
  request,
}) => {
  const backend = await backendOf(request);
  const owner = await freshUser(request, backend, 'owner', 'Paula Propietaria');
  const name = tag('Piso visible');
  const listing = await createListing(request, backend, owner, name, {
    address: 'Calle de Prueba 1',
    price_per_room: 380,
    available_rooms: 2,
  });
  const search = `/alojamiento?q=${encodeURIComponent(name)}`;

  // Before: the visitor finds it in the list and on its own page.
  await page.goto(search);
  expect(await resultCount(page)).toBe(1);
  await expect(cards(page).getByRole('heading', { name })).toBeVisible();
  await page.goto(`/alojamiento/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);

  const { admin, close } = await openAdminTab(
    browser,
    `/admin?tab=alojamientos&q=${encodeURIComponent(name)}`,
  );
  await expect(tableRow(admin, name)).toContainText('Paula Propietaria', FIRST_LOAD);
  await confirmDelete(admin, name);

  // After: the same visitor pages, reloaded.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Alojamiento no encontrado' }),
  ).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
  await page.goto(search);
  expect(await resultCount(page)).toBe(0);
  await expect(results(page).getByText('No hay alojamientos con estos filtros')).toBeVisible();

  // Registro, filtered by kind of item (kept in the URL): the deletion is under Alojamiento only.
  await admin.goto('/admin?tab=registro');
  await admin.getByRole('combobox', { name: 'Filtrar por tipo de elemento' }).click();
  await admin.getByRole('option', { name: 'Alojamiento', exact: true }).click();
  await expect(admin).toHaveURL(/[?&]tipo=accommodation\b/);
  const logged = admin
    .getByRole('row')
    .filter({ hasText: name })
    .filter({ hasText: 'Eliminación' });
  await expect(logged.first()).toBeVisible();
  // The previous, unfiltered page stays on screen while the filtered one loads: wait until every
  // row is an Alojamiento before judging (other tests log news and spots at the same time).
  const kinds = () => admin.getByRole('row').locator('td:nth-child(4)').allTextContents();
  await expect
    .poll(async () => {
      const shown = await kinds();
      return shown.length > 0 && shown.every((kind) => /^Alojamiento /.test(kind));
    })
    .toBe(true);
  await admin.goto('/admin?tab=registro&tipo=news');
  await expect(admin.getByRole('combobox', { name: 'Filtrar por tipo de elemento' })).toHaveText(
    'Noticia',
  );
  await expect(
    admin.getByRole('table').or(admin.getByText('No hay cambios registrados')),
  ).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await close();
});

test("a listing the admin moves to another of UniVida's cities is found under that city", async ({
  page,
  browser,
  request,
}) => {
  const backend = await backendOf(request);
  const owner = await freshUser(request, backend, 'owner', 'Paula Mudanza');
  const name = tag('Piso que se muda');
  // On the map too, so the search's map and list keep the same count while it exists.
  const listing = await createListing(request, backend, owner, name, {
    price_per_room: 350,
    available_rooms: 1,
    latitude: 39.4699,
    longitude: -0.3763,
  });
  // Gone again, pass or fail: a listing in Zaragoza would change what other tests see there. A
  // failed removal after a failure is not reported over the failure itself.
  const remove = () => deleteRow(request, backend, 'accommodations', listing.id, owner.token);
  try {
    await moveListingToZaragoza(page, browser, name);
  } catch (error) {
    await remove().catch(() => undefined);
    throw error;
  }
  await remove();
});

async function moveListingToZaragoza(page: Page, browser: Browser, name: string) {
  const { admin, close } = await openAdminTab(
    browser,
    `/admin?tab=alojamientos&q=${encodeURIComponent(name)}`,
  );
  await tableRow(admin, name)
    .getByRole('button', { name: `Editar ${name}` })
    .click(FIRST_LOAD);
  const dialog = admin.getByRole('dialog', { name: `Editar alojamiento: ${name}` });
  // The city is chosen, not typed: a typed address could never become a city filter's entry.
  await dialog.getByRole('combobox', { name: 'Ciudad' }).click();
  await expect(admin.getByRole('option')).toHaveText([
    'Valencia',
    'Alicante',
    'Castellón de la Plana',
    'Zaragoza',
  ]);
  await admin.getByRole('option', { name: 'Zaragoza' }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(admin.getByText('Alojamiento actualizado', { exact: true })).toBeVisible();
  await expect(tableRow(admin, name)).toContainText('Zaragoza');

  await page.goto(`/alojamiento?ciudad=Zaragoza&q=${encodeURIComponent(name)}`);
  expect(await resultCount(page)).toBe(1);
  await close();
}

test('a suggestion the admin approves appears on /zonas-ocio; a rejected one never does', async ({
  page,
  browser,
  request,
}) => {
  const backend = await backendOf(request);
  const student = await freshUser(request, backend, 'student', 'Sonia Sugiere');
  const [approved, rejected] = [tag('Mirador aprobado'), tag('Garito rechazado')];
  await suggestSpots(request, backend, student, [approved, rejected], {
    description: 'Vistas de toda la ciudad.',
    category: 'parques_playas',
    city: 'Zaragoza',
  });
  const searchFor = (name: string) => `/zonas-ocio?q=${encodeURIComponent(name)}`;
  const empty = page.getByText('No hay zonas de ocio con esos filtros');

  // Before: a pending suggestion is not a public spot.
  await page.goto(searchFor(approved));
  await expect(empty).toBeVisible(FIRST_LOAD);

  const { admin, close } = await openAdminTab(browser, '/admin?tab=sugerencias');
  await tableRow(admin, approved)
    .getByRole('button', { name: `Aprobar ${approved}` })
    .click(FIRST_LOAD);
  await expect(admin.getByText('Sugerencia aprobada', { exact: true })).toBeVisible();
  await tableRow(admin, rejected)
    .getByRole('button', { name: `Rechazar ${rejected}` })
    .click();
  await expect(admin.getByText('Sugerencia rechazada', { exact: true })).toBeVisible();
  await close();

  // After: the approved spot is listed and opens its page; the rejected one is nowhere.
  await page.reload();
  const list = page.getByRole('list', { name: 'Zonas de ocio' });
  await expect(list.getByRole('listitem')).toHaveCount(1, FIRST_LOAD);
  await expect(list).toContainText('Parques y playas');
  await list
    .getByRole('link', { name: new RegExp(approved) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/zonas-ocio\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: approved })).toBeVisible(FIRST_LOAD);
  await page.goto(searchFor(rejected));
  await expect(empty).toBeVisible(FIRST_LOAD);
});

test('news the admin edits or deletes changes /novedades', async ({ page, browser, request }) => {
  const backend = await backendOf(request);
  const { token } = await adminSession(request, backend);
  const [kept, renamed, removed] = [
    tag('Consejo para exámenes'),
    tag('Consejo renombrado'),
    tag('Consejo retirado'),
  ];
  for (const title of [kept, removed]) {
    await insertRow(
      request,
      backend,
      'news',
      {
        title,
        summary: 'Organiza tu semana con tiempo.',
        category: 'Consejos',
        author: 'Equipo UniVida',
        is_featured: false,
      },
      token,
    );
  }
  const list = page.getByRole('list', { name: 'Novedades' });

  // Before: the visitor sees both under Consejos.
  await page.goto('/novedades?categoria=Consejos');
  await expect(list.getByRole('heading', { name: kept })).toBeVisible(FIRST_LOAD);
  await expect(list.getByRole('heading', { name: removed })).toBeVisible();

  const { admin, close } = await openAdminTab(browser, '/admin?tab=novedades&q=Consejo');
  await tableRow(admin, kept)
    .getByRole('button', { name: `Editar ${kept}` })
    .click(FIRST_LOAD);
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Título/ }).fill(renamed);
  await dialog.getByRole('combobox', { name: 'Categoría' }).click();
  await admin.getByRole('option', { name: 'Becas' }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(admin.getByText('Noticia actualizada', { exact: true })).toBeVisible();
  await confirmDelete(admin, removed);
  await close();

  // After: the renamed item moved to Becas under its new title; the deleted one is gone.
  await page.reload();
  await expect(list.getByRole('heading', { name: removed })).toHaveCount(0, FIRST_LOAD);
  await expect(list.getByRole('heading', { name: kept })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
  await page.goto('/novedades?categoria=Becas');
  await expect(list.getByRole('heading', { name: renamed })).toBeVisible(FIRST_LOAD);
  await expect(list.getByRole('listitem').filter({ hasText: renamed })).toContainText('Becas');
});
