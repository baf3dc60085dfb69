// /novedades on the real backend: featured item, category buttons in the URL, the 'artículo
// próximamente' toast, the newsletter box, and news created by an admin (with a picture) showing
// featured at once; visitors see no 'Crear'.
import { adminState } from '../../support/env';
import { expect, test } from '../../support/fixtures';
import { PNG_1X1 } from '../account/backend';

test.slow();

test('a visitor sees the featured item, filters by category in the URL and gets the coming-soon toast; no Crear', async ({
  page,
}) => {
  await page.goto('/novedades');
  await expect(
    page.getByRole('region', { name: 'Noticia destacada' }).getByRole('heading', { level: 2 }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Crear' })).toHaveCount(0);
  // Spanish long dates on the cards.
  await expect(
    page
      .getByRole('list', { name: 'Novedades' })
      .getByText(/\d{1,2} de [a-z]+ de \d{4}/)
      .first(),
  ).toBeVisible();

  await page
    .getByRole('group', { name: 'Categoría' })
    .getByRole('button', { name: 'Empleo' })
    .click();
  await expect(page).toHaveURL(/categoria=Empleo/);
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Categoría' }).getByRole('button', { name: 'Empleo' }),
  ).toHaveAttribute('aria-pressed', 'true');
  const categories = /^(Anuncio|Empleo|Formación|Producto|Expansión|Becas|Eventos|Consejos)$/;
  const badges = page
    .getByRole('list', { name: 'Novedades' })
    .getByText(categories)
    .or(page.getByRole('region', { name: 'Noticia destacada' }).getByText(categories));
  await expect(badges.first()).toBeVisible();
  for (const text of await badges.allTextContents()) expect(text).toBe('Empleo');

  await page
    .getByRole('main')
    .getByRole('heading', { level: 3 })
    .first()
    .getByRole('button')
    .click();
  await expect(page.getByText('Artículo próximamente', { exact: true })).toBeVisible();
});

test('the one newsletter box checks the email and thanks without sending anything', async ({
  page,
}) => {
  await page.goto('/novedades');
  await expect(page.getByRole('heading', { level: 2, name: 'Últimas novedades' })).toBeVisible({
    timeout: 30_000,
  });
  // The page's news box is the site's own (above the footer), not a second form.
  await expect(page.getByRole('textbox', { name: 'Tu email para el boletín' })).toHaveCount(1);
  const box = page.getByRole('region', { name: 'No te pierdas nada' });
  await expect(box).toBeVisible();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(request.url());
  });
  const email = box.getByRole('textbox', { name: 'Tu email para el boletín' });
  await email.fill('no-es-un-correo');
  await box.getByRole('button', { name: 'Suscribirse' }).click();
  await expect(box.getByRole('alert')).toHaveText('Introduce un email válido.');
  await email.fill('lector@example.com');
  await box.getByRole('button', { name: 'Suscribirse' }).click();
  await expect(box.getByText(/¡Gracias por suscribirte!/)).toBeVisible();
  expect(sent).toEqual([]);
});

test.describe('as the admin', () => {
  test.use({ storageState: adminState });

  test('creates a featured Empleo item with a picture and it shows on top at once', async ({
    page,
  }) => {
    const title = `Prácticas de verano ${Date.now()}`;
    await page.goto('/novedades');
    await page.getByRole('button', { name: 'Crear' }).click({ timeout: 30_000 });
    await page.getByRole('menuitem', { name: 'Empleo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Título').fill(title);
    await dialog.getByLabel('Descripción').fill('Veinte plazas de prácticas remuneradas.');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Seleccionar imagen' }).click();
    await (await chooser).setFiles({ name: 'oferta.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await dialog.getByRole('switch', { name: 'Noticia destacada' }).click();
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('¡Noticia creada!', { exact: true })).toBeVisible();
    const featured = page.getByRole('region', { name: 'Noticia destacada' });
    await expect(featured.getByRole('heading', { name: title })).toBeVisible();
    // The newest item is featured, so it is the list's first row too: it shows once, on top.
    await expect(
      page.getByRole('list', { name: 'Novedades' }).getByRole('heading', { name: title }),
    ).toHaveCount(0);
    await page.reload();
    await expect(featured.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('main').getByRole('heading', { name: title })).toHaveCount(1);
    // The uploaded picture, as Storage cuts it for the card, and it loads.
    const picture = featured.locator('img');
    await expect(picture).toHaveAttribute(
      'src',
      /\/render\/image\/public\/leisure_suggestions_images\/news\/\d+\.png\?width=800&height=400&resize=cover$/,
    );
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });
});
