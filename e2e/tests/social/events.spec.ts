// /eventos and /eventos/:id on the real backend: upcoming events with filters in the URL, joining,
// leaving and the waitlist the database promotes, and the prompts a visitor gets.
import { expect, test } from '../../support/fixtures';
import { createEventViaApi, newStudent, pageAs } from './people';

test('the list shows upcoming events only, soonest first, and keeps its filters in the URL across a reload', async ({
  page,
}) => {
  await page.goto('/eventos');
  const list = page.getByRole('list', { name: 'Eventos' });
  // The first visit loads the remote: allow for a busy machine.
  await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 30_000 });
  // The seed's past events (Tardeo en el Tubo, Torneo de FIFA) never show.
  await expect(list.getByRole('heading', { name: 'Tardeo en el Tubo' })).toHaveCount(0);
  await expect(list.getByRole('heading', { name: 'Cena de pisos compartidos' })).toBeVisible();
  // The full seed event says so.
  const full = list.getByRole('listitem').filter({ hasText: 'Cena de pisos compartidos' });
  await expect(full.getByText('Completo')).toBeVisible();
  await expect(full.getByLabel('3 de 3 plazas ocupadas')).toBeVisible();

  await page.getByRole('combobox', { name: 'Ciudad' }).click();
  await page.getByRole('option', { name: 'Zaragoza' }).click();
  await expect(page).toHaveURL(/ciudad=Zaragoza/);
  await expect(list.getByRole('heading', { name: 'Hackathon universitario' })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Cena de pisos compartidos' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: 'Académico' }).click();
  await expect(page).toHaveURL(/categoria=Acad%C3%A9mico/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Ciudad' })).toHaveText('Zaragoza');
  await expect(page.getByRole('combobox', { name: 'Categoría' })).toHaveText('Académico');
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(['Hackathon universitario']);
});

test('a visitor who tries to join is asked to sign in', async ({ page }) => {
  await page.goto('/eventos/00000000-0000-4000-f000-000000000001');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fiesta de bienvenida Erasmus' }),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Unirme al evento' }).click();
  await expect(page.getByText('Debes iniciar sesión para unirte.', { exact: true })).toBeVisible();
});

test('an unknown event says so', async ({ page }) => {
  await page.goto('/eventos/00000000-0000-4000-f000-000000009999');
  await expect(page.getByRole('heading', { level: 1, name: 'Evento no encontrado' })).toBeVisible({
    timeout: 30_000,
  });
});

test.slow();

test('capacity 2: a second user joins, a third and fourth wait and see their place, the third is promoted when the second leaves; the organiser cannot leave', async ({
  browser,
  request,
}) => {
  const [ana, bea, ciro, dani] = await Promise.all([
    newStudent(request, 'Ana Creadora'),
    newStudent(request, 'Bea Segunda'),
    newStudent(request, 'Ciro Tercero'),
    newStudent(request, 'Dani Cuarto'),
  ]);
  const eventId = await createEventViaApi(request, ana, {
    title: `Cena para dos ${Date.now()}`,
    capacity: 2,
  });

  const beaPage = await pageAs(browser, bea);
  await beaPage.goto(`/eventos/${eventId}`);
  await expect(beaPage.getByLabel('1 de 2 plazas ocupadas')).toBeVisible({ timeout: 30_000 });
  // By keyboard: focus goes on to the button that replaces the one pressed.
  await beaPage.getByRole('button', { name: 'Unirme al evento' }).press('Enter');
  await expect(beaPage.getByText('¡Te has unido al evento!', { exact: true })).toBeVisible();
  await expect(beaPage.getByText('Participas en este evento')).toBeVisible();
  await expect(beaPage.getByRole('button', { name: 'Salir del evento' })).toBeFocused();
  await expect(beaPage.getByLabel('2 de 2 plazas ocupadas')).toBeVisible();

  const ciroPage = await pageAs(browser, ciro);
  await ciroPage.goto(`/eventos/${eventId}`);
  await expect(ciroPage.getByRole('button', { name: 'Unirme al evento' })).toBeDisabled({
    timeout: 30_000,
  });
  await ciroPage.getByRole('button', { name: 'Apuntarme a la lista de espera' }).click();
  await expect(ciroPage.getByText('Estás en la lista de espera (puesto 1)')).toBeVisible();
  await expect(ciroPage.getByText('1 persona en la lista de espera')).toBeVisible();

  const daniPage = await pageAs(browser, dani);
  await daniPage.goto(`/eventos/${eventId}`);
  await daniPage
    .getByRole('button', { name: 'Apuntarme a la lista de espera' })
    .click({ timeout: 30_000 });
  await expect(daniPage.getByText('Estás en la lista de espera (puesto 2)')).toBeVisible();
  await expect(daniPage.getByText('2 personas en la lista de espera')).toBeVisible();
  // Others see how many wait, not who.
  await beaPage.reload();
  await expect(beaPage.getByText('2 personas en la lista de espera')).toBeVisible({
    timeout: 30_000,
  });

  await beaPage.getByRole('button', { name: 'Salir del evento' }).press('Enter');
  await expect(beaPage.getByText('Has salido del evento', { exact: true })).toBeVisible();
  // Bea's place went to Ciro at once: the event is still full for Bea.
  await expect(
    beaPage.getByRole('button', { name: 'Apuntarme a la lista de espera' }),
  ).toBeFocused();

  // Without a reload, the waiting pages catch up: Ciro is in, Dani moves up.
  await expect(ciroPage.getByText('Participas en este evento')).toBeVisible({ timeout: 20_000 });
  await expect(ciroPage.getByLabel('2 de 2 plazas ocupadas')).toBeVisible();
  await expect(daniPage.getByText('Estás en la lista de espera (puesto 1)')).toBeVisible({
    timeout: 20_000,
  });
  await expect(daniPage.getByText('1 persona en la lista de espera')).toBeVisible();
  // The organiser is in the event with it and has no way out of it.
  const anaPage = await pageAs(browser, ana);
  await anaPage.goto(`/eventos/${eventId}`);
  await expect(anaPage.getByText('Organizas este evento')).toBeVisible({ timeout: 30_000 });
  await expect(anaPage.getByRole('button', { name: 'Salir del evento' })).toHaveCount(0);
  for (const p of [beaPage, ciroPage, daniPage, anaPage]) await p.context().close();
});
