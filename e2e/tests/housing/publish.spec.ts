// /mis-alojamientos: an owner publishes a listing with two photos and finds it in the search at
// once; another owner cannot change it (RLS); a student gets an explanation and no form.
import { expect, test } from '../../support/fixtures';
import { logIn } from '../../support/login';
import {
  backendOf,
  PNG_1X1,
  restGet,
  signInViaApi,
  signUpViaApi,
  uniqueEmail,
} from '../account/backend';
import { acceptCookies, FIRST_LOAD, toast } from '../university/helpers';
import { cards, interceptTiles, resultCount } from './helpers';

const password = 'Propietaria-2026';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await interceptTiles(page);
});

test('a student is told only owners publish, and gets no form', async ({ page, request }) => {
  const backend = await backendOf(request);
  const email = uniqueEmail('estudiante');
  await signUpViaApi(request, backend, email, password, {
    full_name: 'Esteban Estudiante',
    user_type: 'student',
  });
  await logIn(page, email, password);
  await page.goto('/mis-alojamientos');
  await expect(
    page.getByRole('heading', { name: 'Solo los propietarios publican alojamientos' }),
  ).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: 'Publicar alojamiento' })).toHaveCount(0);
});

test('an owner publishes a listing with two photos, finds it in the search, and another owner cannot edit it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const backend = await backendOf(request);
  const email = uniqueEmail('propietaria');
  await signUpViaApi(request, backend, email, password, {
    full_name: 'Paula Propietaria',
    user_type: 'owner',
  });
  const name = `Piso de prueba ${Date.now()}`;

  await logIn(page, email, password);
  await page.goto('/alojamiento');
  await page.getByRole('link', { name: 'Publicar y gestionar mis alojamientos' }).click(FIRST_LOAD);
  await expect(page).toHaveURL('/mis-alojamientos');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: 'Aún no has publicado ningún alojamiento' }),
  ).toBeVisible(FIRST_LOAD);
  await main.getByRole('button', { name: 'Publicar alojamiento' }).click();

  const form = main.getByRole('form', { name: 'Publicar alojamiento' });
  await expect(form.getByRole('heading', { name: 'Publicar alojamiento' })).toBeFocused();
  await expect(form.getByLabel('Precio por habitación (€/mes)')).toHaveValue('');
  await form.getByRole('button', { name: 'Publicar' }).click();
  await expect(form.getByText('Escribe un nombre')).toBeVisible();
  await expect(form.getByText('Escribe el precio por habitación')).toBeVisible();

  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('Dirección').fill('Calle de Pedro Cerbuna, 12');
  await form.getByRole('combobox', { name: 'Ciudad' }).click();
  await page.getByRole('option', { name: 'Zaragoza' }).click();
  // A decimal comma is read as one (a type="number" field dropped it in a non-Spanish browser: 38550).
  await form.getByLabel('Precio por habitación (€/mes)').fill('385,50');
  await form.getByLabel('Metros cuadrados').fill('95');
  await form.getByLabel('Habitaciones en total').fill('3');
  await form.getByLabel('Habitaciones libres').fill('4');
  await form.getByRole('button', { name: 'Publicar' }).click();
  await expect(form.getByText('Escribe un número entero, sin decimales')).toBeVisible();
  await form.getByLabel('Precio por habitación (€/mes)').fill('385');
  await form.getByRole('button', { name: 'Publicar' }).click();
  await expect(
    form.getByText('No puede haber más habitaciones libres que habitaciones'),
  ).toBeVisible();
  await form.getByLabel('Habitaciones libres').fill('2');
  await form.getByLabel('Descripción').fill('Luminoso, a cinco minutos del campus.');
  await form.getByRole('button', { name: 'WiFi' }).click();
  await form.getByRole('button', { name: 'Terraza' }).click();
  await form.locator('input[type="file"]').setInputFiles([
    { name: 'salon.png', mimeType: 'image/png', buffer: PNG_1X1 },
    { name: 'cuarto.png', mimeType: 'image/png', buffer: PNG_1X1 },
  ]);
  await expect(form.getByRole('img', { name: /^Foto \d/ })).toHaveCount(2);
  const university = form.getByRole('combobox', { name: 'Universidad más cercana' });
  await university.click();
  await page.getByRole('option', { name: 'Universidad de Zaragoza' }).click();
  // Another city clears the university, which is chosen among the city's; the city comes back.
  const city = form.getByRole('combobox', { name: 'Ciudad' });
  await city.click();
  await page.getByRole('option', { name: 'Valencia' }).click();
  await expect(university).not.toHaveText('Universidad de Zaragoza');
  await city.click();
  await page.getByRole('option', { name: 'Zaragoza' }).click();
  await university.click();
  await page.getByRole('option', { name: 'Universidad de Zaragoza' }).click();
  await form.getByRole('region', { name: 'Elegir la ubicación en el mapa' }).click();
  await expect(form.getByLabel('Latitud')).not.toHaveValue('');
  await expect(form.getByText(/km de Universidad de Zaragoza/)).toBeVisible();
  await form.getByRole('button', { name: 'Publicar' }).click();
  await expect(toast(page)).toContainText('Alojamiento publicado');
  await expect(
    main.getByRole('list', { name: 'Tus alojamientos' }).getByRole('link', { name }),
  ).toBeVisible();

  await page.goto(`/alojamiento?q=${encodeURIComponent(name)}`);
  expect(await resultCount(page)).toBe(1);
  const card = cards(page).first();
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card).toContainText('385 €/mes');
  await expect(card).toContainText('2 de 3 habitaciones libres');
  await expect(card).toContainText('km de Universidad de Zaragoza');
  // The card asks Storage for the first photo cut to its size, not for the upload itself.
  const photo = card.locator('img');
  await expect(photo).toHaveAttribute(
    'src',
    /\/storage\/v1\/render\/image\/public\/accommodation-images\/[0-9a-f-]{36}\/\d+-0\.png\?width=400&height=225&resize=cover$/,
  );
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  const [listing] = await restGet<{
    id: string;
    image_urls: string[];
    amenities: string[];
    latitude: number;
  }>(
    request,
    backend,
    `accommodations?name=eq.${encodeURIComponent(name)}&select=id,image_urls,amenities,latitude`,
  );
  expect(listing!.image_urls).toHaveLength(2);
  expect(listing!.amenities).toEqual(['WiFi', 'Terraza']);
  expect(listing!.latitude).toBeGreaterThan(41);
  for (const url of listing!.image_urls) expect((await request.get(url)).ok()).toBe(true);

  // Another owner: the database refuses the change (no row updated) and the listing is untouched.
  const rivalEmail = uniqueEmail('rival');
  await signUpViaApi(request, backend, rivalEmail, password, {
    full_name: 'Ramón Rival',
    user_type: 'owner',
  });
  const rival = await signInViaApi(request, backend, rivalEmail, password);
  const patch = await request.patch(`${backend.url}/rest/v1/accommodations?id=eq.${listing!.id}`, {
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${rival.token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    data: { price_per_room: 1 },
  });
  expect(await patch.json()).toEqual([]);
  const [after] = await restGet<{ price_per_room: number }>(
    request,
    backend,
    `accommodations?id=eq.${listing!.id}&select=price_per_room`,
  );
  expect(after!.price_per_room).toBe(385);

  // The owner edits, then deletes it after confirming.
  await page.goto('/mis-alojamientos');
  await main.getByRole('button', { name: `Editar ${name}` }).click(FIRST_LOAD);
  const edit = main.getByRole('form', { name: `Editar ${name}` });
  await edit.getByLabel('Precio por habitación (€/mes)').fill('400');
  await edit.getByRole('button', { name: 'Mover la foto 2 antes' }).click();
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page)).toContainText('Alojamiento actualizado');
  await expect(main.getByRole('button', { name: `Editar ${name}` })).toBeFocused();
  const [edited] = await restGet<{ price_per_room: number; image_urls: string[] }>(
    request,
    backend,
    `accommodations?id=eq.${listing!.id}&select=price_per_room,image_urls`,
  );
  expect(edited!.price_per_room).toBe(400);
  expect(edited!.image_urls).toEqual([listing!.image_urls[1], listing!.image_urls[0]]);

  await main.getByRole('button', { name: `Eliminar ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page)).toContainText('Alojamiento eliminado');
  // Its buttons went with it, and it was the only one: focus is on the page's content, not lost.
  await expect(main.getByText('Aún no has publicado ningún alojamiento')).toBeVisible();
  await expect(main).toBeFocused();
  expect(await restGet(request, backend, `accommodations?id=eq.${listing!.id}&select=id`)).toEqual(
    [],
  );
});
