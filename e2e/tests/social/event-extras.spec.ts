// Event creation, the report dialog, the .ics download and the live group chat on the real backend.
import fs from 'node:fs';
import { expect, test } from '../../support/fixtures';
import { createEventViaApi, newStudent, pageAs } from './people';

test.slow();

test('visitors are asked to sign in to create or report', async ({ page }) => {
  await page.goto('/eventos');
  await page.getByRole('button', { name: 'Crear evento' }).click({ timeout: 30_000 });
  await expect(page.getByText('Debes iniciar sesión para crear un evento.', { exact: true })).toBeVisible();
  await page.goto('/eventos/00000000-0000-4000-f000-000000000002');
  await page.getByRole('button', { name: 'Reportar' }).click({ timeout: 30_000 });
  await expect(page.getByText('Debes iniciar sesión para reportar.', { exact: true })).toBeVisible();
  await expect(page.getByText('Inicia sesión y únete al evento para leer y escribir en su chat.')).toBeVisible();
});

test('the wizard says what is missing, then creates the event, its creator in it, and it is in the list', async ({ browser, request }) => {
  const page = await pageAs(browser, await newStudent(request, 'Elena Organiza'));
  await page.goto('/eventos');
  await page.getByRole('button', { name: 'Crear evento' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Crear evento' });
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  for (const message of ['Escribe un título.', 'Elige una categoría.', 'Describe el evento.']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  const title = `Ruta en bici ${Date.now()}`;
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: 'Deporte' }).click();
  await dialog.getByLabel('Descripción').fill('Vuelta por el cauce del Turia.');
  await dialog.getByRole('button', { name: 'Siguiente' }).click();

  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  for (const message of ['Elige una ciudad.', 'Indica el lugar.', 'Elige la fecha.', 'Elige la hora.']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  const day = new Date();
  day.setDate(day.getDate() + 4);
  const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  await dialog.getByRole('combobox', { name: 'Ciudad' }).click();
  await page.getByRole('option', { name: 'Valencia' }).click();
  await dialog.getByLabel('Lugar').fill('Puente de las Flores');
  // A past date is refused at its own step, before the next one is filled in.
  await dialog.getByLabel('Fecha').fill('2025-11-01');
  await dialog.getByLabel('Hora').fill('10:30');
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog.getByText('El evento debe ser en el futuro.')).toBeVisible();
  await expect(dialog.getByLabel('Duración (horas)')).toBeHidden();
  await dialog.getByLabel('Fecha').fill(date);
  await dialog.getByRole('button', { name: 'Siguiente' }).click();

  await dialog.getByLabel('Duración (horas)').fill('1.5');
  await dialog.getByLabel('Capacidad (personas)').fill('1');
  await dialog.getByLabel('Fin de la inscripción').fill(`${date}T12:00`);
  await dialog.getByRole('button', { name: 'Crear evento' }).click();
  await expect(dialog.getByText('La duración debe ser un número entero de horas.')).toBeVisible();
  await expect(dialog.getByText('La capacidad mínima es 2 personas.')).toBeVisible();
  await dialog.getByLabel('Duración (horas)').fill('3');
  await dialog.getByLabel('Capacidad (personas)').fill('12');
  await dialog.getByRole('button', { name: 'Crear evento' }).click();
  // The dates are compared once every field is valid.
  await expect(dialog.getByText('La inscripción debe cerrar antes del inicio del evento.')).toBeVisible();
  await dialog.getByLabel('Fin de la inscripción').fill(`${date}T09:00`);
  await dialog.getByRole('button', { name: 'Crear evento' }).click();

  await expect(page.getByText('¡Evento creado!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Organizas este evento')).toBeVisible();
  await expect(page.getByLabel('1 de 12 plazas ocupadas')).toBeVisible();
  // Its organiser is not offered 'Reportar' on their own event.
  await expect(page.getByRole('button', { name: 'Añadir al calendario' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reportar' })).toHaveCount(0);
  await page.goto(`/eventos?fecha=${date}&categoria=Deporte`);
  await expect(page.getByRole('list', { name: 'Eventos' }).getByRole('heading', { name: title })).toBeVisible();
  await page.context().close();
});

test('a report needs a reason, is sent once, and a second pending one is refused', async ({ browser, request }) => {
  const page = await pageAs(browser, await newStudent(request, 'Raúl Reporta'));
  await page.goto('/eventos/00000000-0000-4000-f000-000000000005');
  await page.getByRole('button', { name: 'Reportar' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Reportar evento' });
  await dialog.getByLabel('Motivo').fill('   ');
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(dialog.getByText('Por favor, explica el motivo del reporte.')).toBeVisible();
  await dialog.getByLabel('Motivo').fill('El lugar no existe.');
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(page.getByText('Reporte enviado', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reportar' }).click();
  await dialog.getByLabel('Motivo').fill('Otra vez.');
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(page.getByText('Error al enviar el reporte', { exact: true })).toBeVisible();
  await page.context().close();
});

test('Añadir al calendario downloads an .ics with the event', async ({ page }) => {
  await page.goto('/eventos/00000000-0000-4000-f000-000000000001');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Añadir al calendario' }).click({ timeout: 30_000 });
  const file = await download;
  expect(file.suggestedFilename()).toBe('fiesta-de-bienvenida-erasmus.ics');
  const text = fs.readFileSync((await file.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain('SUMMARY:Fiesta de bienvenida Erasmus');
  expect(text).toContain('LOCATION:Sala Nocturna\\, Valencia');
  expect(text).toContain('DURATION:PT5H');
  expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(text).toContain('END:VCALENDAR');
});

test('the group chat is live between two participants and closed to someone who has not joined', async ({ browser, request }) => {
  const [host, guest, outsider] = await Promise.all([
    newStudent(request, 'Hugo Anfitrión'),
    newStudent(request, 'Gala Invitada'),
    newStudent(request, 'Olga Fuera'),
  ]);
  const eventId = await createEventViaApi(request, host, { title: `Cena con chat ${Date.now()}`, capacity: 5 });
  const hostPage = await pageAs(browser, host);
  const guestPage = await pageAs(browser, guest);
  await guestPage.goto(`/eventos/${eventId}`);
  await guestPage.getByRole('button', { name: 'Unirme al evento' }).click({ timeout: 30_000 });
  await expect(guestPage.getByText('Participas en este evento')).toBeVisible();
  await hostPage.goto(`/eventos/${eventId}`);

  const hostChat = hostPage.getByRole('region', { name: 'Chat del evento' });
  const guestChat = guestPage.getByRole('region', { name: 'Chat del evento' });
  await guestChat.getByRole('textbox').fill('   ');
  await guestChat.getByRole('textbox').press('Enter');
  await guestChat.getByRole('textbox').fill('¿Llevo postre?');
  await guestChat.getByRole('textbox').press('Enter');
  await expect(hostChat.getByText('¿Llevo postre?')).toBeVisible();
  await hostChat.getByRole('textbox').fill('¡Sí, porfa!');
  await hostChat.getByRole('textbox').press('Enter');
  await expect(guestChat.getByText('¡Sí, porfa!')).toBeVisible();

  const outsiderPage = await pageAs(browser, outsider);
  await outsiderPage.goto(`/eventos/${eventId}`);
  const outsiderChat = outsiderPage.getByRole('region', { name: 'Chat del evento' });
  await expect(outsiderChat.getByText('Únete al evento para leer y escribir en su chat.')).toBeVisible({ timeout: 30_000 });
  await expect(outsiderChat.getByText('¿Llevo postre?')).toHaveCount(0);
  for (const p of [hostPage, guestPage, outsiderPage]) await p.context().close();
});

test('375 px: list and detail fit without horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/eventos', '/eventos/00000000-0000-4000-f000-000000000001', '/zonas-ocio', '/zonas-ocio/00000000-0000-4000-e000-000000000001', '/novedades']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    // Settled once no spinner is left (the newsletter's thank-you live region is always there).
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: /^Cargando/ })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
