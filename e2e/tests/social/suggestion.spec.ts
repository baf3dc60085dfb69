// 'Sugerir un lugar' on the real backend: the visitor prompt, the three steps, a real PNG
// uploaded, a 6 MB file and a non-image refused, and the suggestion listed as pending.
import { expect, test } from '../../support/fixtures';
import { PNG_1X1 } from '../account/backend';
import { newStudent, pageAs } from './people';

test.slow();

test('a visitor is asked to sign in', async ({ page }) => {
  await page.goto('/zonas-ocio');
  await page.getByRole('button', { name: 'Sugerir un lugar' }).click({ timeout: 30_000 });
  await expect(page.getByText('Debes iniciar sesión para sugerir un lugar.', { exact: true })).toBeVisible();
});

test('three steps, files that are refused, then a PNG sent and listed as pending', async ({ browser, request }) => {
  const page = await pageAs(browser, await newStudent(request, 'Sara Sugiere'));
  await page.goto('/zonas-ocio');
  await page.getByRole('button', { name: 'Sugerir un lugar' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Sugerir un lugar' });

  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog.getByText('Escribe el nombre del lugar.')).toBeVisible();
  await expect(dialog.getByText('Elige una categoría.')).toBeVisible();
  const name = `Terraza Sara ${Date.now()}`;
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: 'Cafeterías y heladerías' }).click();
  await dialog.getByLabel('Descripción').fill('Helados caseros junto a la playa.');
  await dialog.getByRole('button', { name: 'Siguiente' }).click();

  // The city is one of those UniVida covers, so the list's city filter gets no stray entries.
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog.getByText('Elige una ciudad.')).toBeVisible();
  const city = dialog.getByRole('combobox', { name: 'Ciudad' });
  await city.click();
  await expect(page.getByRole('option')).toHaveText(['Valencia', 'Alicante', 'Castellón de la Plana', 'Zaragoza']);
  await page.getByRole('option', { name: 'Valencia' }).click();
  await dialog.getByRole('button', { name: 'Atrás' }).click();
  await expect(dialog.getByLabel('Nombre')).toHaveValue(name);
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(city).toHaveText('Valencia');
  await dialog.getByRole('button', { name: 'Siguiente' }).click();

  await dialog.getByLabel('Web (opcional)').fill('no es una web');
  await dialog.getByRole('button', { name: 'Enviar sugerencia' }).click();
  await expect(dialog.getByText('Escribe una web válida (https://…).')).toBeVisible();
  await dialog.getByLabel('Web (opcional)').fill('https://terraza.example');
  await dialog.getByRole('button', { name: 'Enviar sugerencia' }).click();
  await expect(dialog.getByText('Añade una imagen del lugar.')).toBeVisible();

  const pick = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Seleccionar imagen' }).click();
    await (await chooser).setFiles(file);
  };
  await pick({ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.concat([PNG_1X1, Buffer.alloc(6 * 1024 * 1024)]) });
  await expect(dialog.getByText('La imagen no puede superar los 5 MB.')).toBeVisible();
  await pick({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('#!/bin/sh\necho no soy una imagen\n') });
  await expect(dialog.getByText('La imagen debe ser PNG o JPG.')).toBeVisible();
  await pick({ name: 'terraza.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(dialog.getByRole('img', { name: 'Vista previa de la imagen' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Enviar sugerencia' }).click();
  await expect(page.getByText('¡Sugerencia enviada!', { exact: true })).toBeVisible();
  const mine = page.getByRole('region', { name: 'Tus sugerencias' });
  await expect(mine.getByRole('listitem').filter({ hasText: name })).toContainText('Pendiente');
  await page.context().close();
});
