// /alojamiento/{id}: the listing with its gallery, map and owner; contacting the owner opens the
// conversation in /chats (the same one every time); the owner sees no contact button.
import { DEMO_PASSWORD } from '../../../scripts/lib/accounts.mjs';
import { expect, test } from '../../support/fixtures';
import { logIn } from '../../support/login';
import { backendOf, signUpViaApi, uniqueEmail } from '../account/backend';
import { acceptCookies, FIRST_LOAD, toast } from '../university/helpers';
import { interceptTiles } from './helpers';

const LISTING = '00000000-0000-4000-c000-000000000001'; // Carlos Martínez's, three photos
const CARLOS = 'carlos.martinez@demo.univida.es';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await interceptTiles(page);
});

test('on a phone, the photo on show is fetched first, and the map below loads its code and tiles only when scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const tiles = await interceptTiles(page);
  await page.goto(`/alojamiento/${LISTING}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: /foto 1 de 3$/ })).toBeVisible(FIRST_LOAD);
  // The photo on show is the page's largest picture: fetched first, its neighbour after layout.
  await expect(main.getByRole('img', { name: /foto 1 de 3$/ })).toHaveAttribute('fetchpriority', 'high');
  await expect(main.getByRole('img', { name: /foto 2 de 3$/ })).toHaveAttribute('loading', 'lazy');
  await expect(main.getByRole('heading', { name: 'Ubicación' })).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(tiles).toEqual([]);
  // Leaflet is bundled into the marker-icon chunk, beside each map's own.
  const mapCode = (url: string) => /\/(location-map|marker-icon)-[\w-]+\.js$/.test(url);
  expect(scripts.filter(mapCode)).toEqual([]);

  await main.getByRole('heading', { name: 'Ubicación' }).scrollIntoViewIfNeeded();
  await expect(main.getByRole('region', { name: 'Ubicación del alojamiento' }).locator('.univida-marker')).toBeVisible();
  expect(scripts.filter(mapCode)).toHaveLength(2);
  expect(tiles.length).toBeGreaterThan(0);
});

test('shows the listing, its owner and map, and the gallery answers the keyboard', async ({ page }) => {
  await page.goto(`/alojamiento/${LISTING}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Piso luminoso en Benimaclet' })).toBeVisible(FIRST_LOAD);
  await expect(main).toContainText('Avenida de los Naranjos, 14, Valencia');
  await expect(main).toContainText('355 €/mes');
  await expect(main).toContainText('3 de 4 habitaciones libres');
  await expect(main).toContainText('90 m²');
  await expect(main).toContainText('1,6 km de Universitat de València');
  await expect(main).toContainText('4,5 (12 opiniones)');
  await expect(main).toContainText('Visitas disponibles');
  await expect(main.getByRole('heading', { name: 'Servicios' })).toBeVisible();
  await expect(main.getByText('Limpieza semanal')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Propietario' })).toContainText('Carlos Martínez');
  // The map loads as it nears the screen, below the photos and facts.
  await main.getByRole('heading', { name: 'Ubicación' }).scrollIntoViewIfNeeded();
  await expect(main.getByRole('region', { name: 'Ubicación del alojamiento' }).locator('.univida-marker')).toBeVisible();

  // In the page, Storage's rendition cut to the 16:9 frame at the screen's width, not the original.
  const inlinePhoto = main.getByRole('img', { name: 'Piso luminoso en Benimaclet, foto 1 de 3' }).first();
  await expect
    .poll(() => inlinePhoto.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  const shown = await inlinePhoto.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    width: img.naturalWidth,
  }));
  expect(shown.src).toContain('/storage/v1/render/image/public/');
  // (Storage never enlarges a photo smaller than the rendition asked for, as the seed's are.)
  expect(shown.width).toBeLessThanOrEqual(1280);

  const counter = main.getByText(/^Foto \d de 3$/);
  await expect(counter).toHaveText('Foto 1 de 3');
  await main.getByRole('button', { name: 'Foto siguiente' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('Foto 2 de 3');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('Foto 3 de 3');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('Foto 2 de 3');

  await main.getByRole('button', { name: 'Ver a pantalla completa' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Fotos a pantalla completa' });
  await expect(lightbox).toBeVisible();
  const fullPhoto = lightbox.getByRole('img', { name: 'Piso luminoso en Benimaclet, foto 2 de 3' });
  await expect(fullPhoto).toBeVisible();
  // Full screen shows the whole original.
  await expect(fullPhoto).toHaveAttribute('src', /\/storage\/v1\/object\/public\//);
  // The keyboard stays in the full-screen view: Tab past its last control comes back to its
  // first, either way, and Escape still closes it.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await lightbox.evaluate((dialog) => dialog.contains(document.activeElement)), key).toBe(
      true,
    );
  }
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

test('an unknown listing says so and offers the way back', async ({ page }) => {
  await page.goto('/alojamiento/00000000-0000-4000-c000-999999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Alojamiento no encontrado' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('main').getByRole('link', { name: 'Ver alojamientos' }).click();
  await expect(page).toHaveURL('/alojamiento');
});

test('a visitor is asked to sign in before contacting', async ({ page }) => {
  await page.goto(`/alojamiento/${LISTING}`);
  await page.getByRole('button', { name: 'Contactar con el propietario' }).click(FIRST_LOAD);
  await expect(toast(page)).toContainText('Inicia sesión para contactar con el propietario');
  await expect(page).toHaveURL(`/alojamiento/${LISTING}`);
});

test('the owner does not see the contact button on their listing', async ({ page }) => {
  await logIn(page, CARLOS, DEMO_PASSWORD);
  await page.goto(`/alojamiento/${LISTING}`);
  await expect(page.getByRole('region', { name: 'Propietario' })).toContainText('Carlos Martínez', FIRST_LOAD);
  await expect(page.getByRole('button', { name: 'Contactar con el propietario' })).toHaveCount(0);
});

test('a student contacting the owner lands on that conversation, and again on the same one', async ({ page, request }) => {
  const backend = await backendOf(request);
  const email = uniqueEmail('contacto');
  await signUpViaApi(request, backend, email, 'Contacto-2026', { full_name: 'Clara Contacto', user_type: 'student' });
  await logIn(page, email, 'Contacto-2026');

  const contact = async () => {
    await page.goto(`/alojamiento/${LISTING}`);
    await page.getByRole('button', { name: 'Contactar con el propietario' }).click(FIRST_LOAD);
    await expect(page).toHaveURL(/\/chats\?conversationId=[0-9a-f-]{36}$/);
    return new URL(page.url()).searchParams.get('conversationId');
  };
  const first = await contact();
  const second = await contact();
  expect(second).toBe(first);
});
