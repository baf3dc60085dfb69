// The admin's content decisions on the real backend, each seen where visitors look and recorded
// in the Registro tab: delete a listing, approve and reject suggestions, resolve reports, and
// create news through the shared dialog with a picture scaled in the browser.
import type { Page } from '@playwright/test';
import { adminState } from '../../support/env';
import { expect, test } from '../../support/fixtures';
import { backendOf, restGet } from '../account/backend';
import { createEvent, createListing, freshUser, insertRow, suggestSpots, tag } from './admin-data';

test.use({ storageState: adminState });

async function openTab(page: Page, name: string) {
  await page.goto('/admin');
  await page.getByRole('tab', { name }).click();
}

async function expectLogged(page: Page, action: string, label: string) {
  await openTab(page, 'Registro');
  await expect(
    page.getByRole('row').filter({ hasText: label }).filter({ hasText: action }).first(),
  ).toBeVisible();
}

test('deleting a listing through the confirmation removes it from /alojamiento', async ({
  page,
  request,
}) => {
  const backend = await backendOf(request);
  const owner = await freshUser(request, backend, 'owner', 'Óscar Dueño');
  const name = tag('Piso a borrar');
  const listing = await createListing(request, backend, owner, name, {
    price_per_room: 420,
    available_rooms: 1,
  });
  // What /alojamiento reads, as a visitor: the listing is public before the admin acts.
  expect(await restGet(request, backend, `accommodations?id=eq.${listing.id}&select=name`)).toEqual(
    [{ name }],
  );

  await openTab(page, 'Alojamientos');
  await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Óscar Dueño');
  await expect(row).toContainText('420 €/mes');
  await row.getByRole('button', { name: `Eliminar ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Elemento eliminado', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  expect(await restGet(request, backend, `accommodations?id=eq.${listing.id}&select=id`)).toEqual(
    [],
  );
  await page.goto(`/alojamiento/${listing.id}`);
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
  await expectLogged(page, 'Eliminación', name);
});

test('approving a suggestion publishes the spot with the suggester as creator; rejecting discards it', async ({
  page,
  request,
}) => {
  const backend = await backendOf(request);
  const student = await freshUser(request, backend, 'student', 'Sergio Sugeridor');
  const [approved, rejected] = [tag('Terraza aprobada'), tag('Bar rechazado')];
  await suggestSpots(request, backend, student, [approved, rejected], {
    description: 'Un sitio genial.',
    category: 'bares_pubs',
    city: 'Zaragoza',
    phone: '600000000',
  });
  await openTab(page, 'Sugerencias');
  const approvedRow = page.getByRole('row', { name: new RegExp(approved) });
  await expect(approvedRow).toContainText(`${student.userId.slice(0, 8)}…`);
  await expect(approvedRow).toContainText('Bares y pubs');
  await approvedRow.getByRole('button', { name: `Aprobar ${approved}` }).click();
  await expect(page.getByText('Sugerencia aprobada', { exact: true })).toBeVisible();
  await expect(approvedRow).toHaveCount(0);

  const rejectedRow = page.getByRole('row', { name: new RegExp(rejected) });
  await rejectedRow.getByRole('button', { name: `Rechazar ${rejected}` }).click();
  await expect(page.getByText('Sugerencia rechazada', { exact: true })).toBeVisible();
  await expect(rejectedRow).toHaveCount(0);

  // What /zonas-ocio reads, as a visitor: the new spot, created by the suggester.
  const [spot] = await restGet<{ id: string; creator_id: string }>(
    request,
    backend,
    `leisure_spots?name=eq.${encodeURIComponent(approved)}&select=id,creator_id`,
  );
  expect(spot!.creator_id).toBe(student.userId);
  expect(
    await restGet(
      request,
      backend,
      `leisure_spots?name=eq.${encodeURIComponent(rejected)}&select=id`,
    ),
  ).toEqual([]);
  const [rejectedSuggestion] = await restGet<{ status: string }>(
    request,
    backend,
    `leisure_spot_suggestions?name=eq.${encodeURIComponent(rejected)}&select=status`,
    student.token,
  );
  expect(rejectedSuggestion!.status).toBe('rejected');

  await expectLogged(page, 'Aprobación', approved);
  await expectLogged(page, 'Rechazo', rejected);
});

test("reports: 'Descartar' keeps the event, 'Eliminar evento' deletes it; both leave the queue", async ({
  page,
  request,
}) => {
  const backend = await backendOf(request);
  const organiser = await freshUser(request, backend, 'student', 'Olivia Organiza');
  const reporter = await freshUser(request, backend, 'student', 'Raúl Reporta');
  const kept = await createEvent(request, backend, organiser, tag('Torneo correcto'));
  const removed = await createEvent(request, backend, organiser, tag('Fiesta dudosa'));
  for (const event of [kept, removed]) {
    await insertRow(
      request,
      backend,
      'reports',
      {
        reporter_id: reporter.userId,
        item_id: event.id,
        item_type: 'event',
        reason: 'Parece spam.',
        status: 'pending',
      },
      reporter.token,
    );
  }
  await openTab(page, 'Reportes');
  const keptRow = page.getByRole('row', { name: new RegExp(kept.title) });
  await expect(keptRow).toContainText('Raúl Reporta');
  await expect(keptRow).toContainText('Parece spam.');
  await expect(keptRow.getByRole('link', { name: kept.title })).toHaveAttribute(
    'href',
    `/eventos/${kept.id}`,
  );
  await keptRow.getByRole('button', { name: `Descartar el reporte sobre ${kept.title}` }).click();
  await expect(page.getByText('Reporte descartado', { exact: true })).toBeVisible();
  await expect(keptRow).toHaveCount(0);

  const removedRow = page.getByRole('row', { name: new RegExp(removed.title) });
  await removedRow.getByRole('button', { name: `Eliminar evento ${removed.title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Evento eliminado', { exact: true })).toBeVisible();
  await expect(removedRow).toHaveCount(0);

  expect(await restGet(request, backend, `events?id=eq.${kept.id}&select=id`)).toHaveLength(1);
  expect(await restGet(request, backend, `events?id=eq.${removed.id}&select=id`)).toEqual([]);
  await expectLogged(page, 'Reporte descartado', `Reporte sobre «${kept.title}»`);
  await expectLogged(page, 'Eliminación', removed.title);
});

/** A PNG of the given size drawn by the browser itself. */
async function drawPng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#4f46e5';
      context.fillRect(0, 0, w!, h!);
      context.fillStyle = '#f97316';
      context.fillRect(w! / 4, h! / 4, w! / 2, h! / 2);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}

test('news created with the shared dialog shows at once, with its picture scaled to 1600 px', async ({
  page,
  request,
}) => {
  const backend = await backendOf(request);
  await openTab(page, 'Novedades');
  const title = tag('Feria de empleo');
  const picture = await drawPng(page, 3200, 1800);

  await page.getByRole('button', { name: 'Crear' }).click();
  await page.getByRole('menuitem', { name: 'Empleo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva noticia: Empleo' });
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(dialog.getByText('El título es obligatorio.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Título/ }).fill(title);
  await dialog
    .getByRole('textbox', { name: /Descripción/ })
    .fill('Empresas de la ciudad buscan estudiantes en prácticas.');
  // A file that only claims to be a PNG is refused by its bytes.
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'falsa.png',
    mimeType: 'image/png',
    buffer: Buffer.from('no soy una imagen'),
  });
  await expect(dialog.getByText('La imagen debe ser PNG o JPG.')).toBeVisible();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'feria.png', mimeType: 'image/png', buffer: picture });
  await expect(
    dialog.getByRole('img', { name: 'Vista previa de la imagen de la noticia' }),
  ).toBeVisible();
  await dialog.getByRole('switch', { name: 'Noticia destacada' }).click();
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('¡Noticia creada!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Empleo');
  await expect(row).toContainText(
    new Date().toLocaleDateString('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' }),
  );

  const [stored] = await restGet<{ image_url: string; author: string; is_featured: boolean }>(
    request,
    backend,
    `news?title=eq.${encodeURIComponent(title)}&select=image_url,author,is_featured`,
  );
  expect(stored!.is_featured).toBe(true);
  expect(stored!.image_url).toMatch(/\/leisure_suggestions_images\/news\/\d+\.png$/);
  const image = Buffer.from(await (await request.get(stored!.image_url)).body());
  expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([1600, 900]);
  await expectLogged(page, 'Creación', title);
});
