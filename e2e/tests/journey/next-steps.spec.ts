// Issue 17, the links that follow a student's next question: each lands on a list whose filters
// are in its URL (and shown by the list), with the count the link promised.
import { demoAccounts, DEMO_PASSWORD } from '../../../scripts/lib/accounts.mjs';
import { seed } from '../../support/seed-ids';
import { expect, test } from '../../support/fixtures';
import { logIn } from '../../support/login';
import { backendOf, signUpViaApi, uniqueEmail } from '../account/backend';
import { interceptTiles, resultCount } from '../housing/helpers';
import { acceptCookies, FIRST_LOAD } from '../university/helpers';
import { expectAxeClean, expectNoHorizontalScroll, linkCount } from './helpers';

// Several remotes per test on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await interceptTiles(page);
});

test('from a degree page to rooms near its university: the filter shown, the count kept', async ({
  page,
}) => {
  // Seed degree 1: Medicina at the Universitat de València, with a grade from /notas-corte.
  await page.goto(`/carrera/${seed.degree}?nota=12,5`);
  await expect(page.getByRole('heading', { level: 1, name: 'Medicina' })).toBeVisible(FIRST_LOAD);
  await expect(
    page.getByText(/por debajo de la nota de corte|sobre la nota de corte/),
  ).toBeVisible();
  const steps = page.getByRole('region', { name: 'Tu vida en esta carrera' });
  await expect(steps.getByRole('link')).toHaveCount(3);
  await expectAxeClean(page, 'on a degree page with its next steps');

  const promised = await linkCount(page, /^Alojamiento cerca de Universitat de València/);
  expect(promised).toBeGreaterThan(0);
  await steps.getByRole('link', { name: /^Alojamiento cerca de Universitat de València/ }).click();
  await expect(page).toHaveURL('/alojamiento?universidad=Universitat+de+Val%C3%A8ncia');
  await expect(page.getByRole('combobox', { name: 'Universidad más cercana' })).toHaveText(
    'Universitat de València',
    FIRST_LOAD,
  );
  expect(await resultCount(page)).toBe(promised);
  // Every card is near that university.
  const cards = page.getByRole('region', { name: 'Alojamientos' }).getByRole('article');
  for (const text of await cards.allTextContents())
    expect(text).toContain('Universitat de València');
});

test("a student's admission grade on the profile says how far each degree is; a grade in the URL wins", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('admission-grade');
  const password = 'Nota-De-Acceso-2026';
  await signUpViaApi(request, await backendOf(request), email, password, {
    full_name: 'Nora Acceso',
    user_type: 'student',
  });
  await logIn(page, email, password);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Editar' }).click(FIRST_LOAD);
  await page.getByLabel(/Nota de acceso/).fill('13,5');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Perfil actualizado!', { exact: true })).toBeVisible();
  await expect(page.getByLabel(/Nota de acceso/)).toHaveValue('13,500');

  // Seed degree 1: Medicina at the Universitat de València, cut-off 13,430.
  await page.goto(`/carrera/${seed.degree}`);
  await expect(page.getByText('+0,070 sobre la nota de corte', { exact: true })).toBeVisible(
    FIRST_LOAD,
  );
  await page.goto(`/carrera/${seed.degree}?nota=12,5`);
  await expect(page.getByText('0,930 por debajo de la nota de corte', { exact: true })).toBeVisible(
    FIRST_LOAD,
  );
});

test('from a degree page to the flatmates who study it and the plans in its city', async ({
  page,
}) => {
  await page.goto(`/carrera/${seed.degree}`);
  const steps = page.getByRole('region', { name: 'Tu vida en esta carrera' });
  const plans = await linkCount(page, /^Planes en Valencia/);
  await steps.getByRole('link', { name: /^Planes en Valencia/ }).click();
  await expect(page).toHaveURL('/eventos?ciudad=Valencia');
  await expect(page.getByRole('combobox', { name: 'Ciudad' })).toHaveText('Valencia', FIRST_LOAD);
  const list = page.getByRole('list', { name: 'Eventos' });
  if (plans > 0) await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible();
  for (const text of await list.getByRole('listitem').allTextContents())
    expect(text).toContain('Valencia');

  await page.goBack();
  await steps.getByRole('link', { name: /^Compañeros que estudian Medicina/ }).click();
  await expect(page).toHaveURL('/roomie-match?ciudad=Valencia&carrera=Medicina');
});

test('from a listing to the leisure spots around it, the plans in its city and the flatmates who can pay it', async ({
  page,
}) => {
  await page.goto(`/alojamiento/${seed.accommodation}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Piso luminoso en Benimaclet' }),
  ).toBeVisible(FIRST_LOAD);
  const nearby = page.getByRole('region', { name: 'Zonas de ocio cerca' });
  await expect(nearby.getByRole('listitem').first()).toBeVisible();
  // Nearest first.
  const km = (await nearby.getByText(/^a [\d,]+ k?m$/).allTextContents()).map((t) =>
    t.endsWith(' km') ? Number(t.slice(2, -3).replace(',', '.')) : Number(t.slice(2, -2)) / 1000,
  );
  expect(km).toEqual([...km].sort((a, b) => a - b));
  await expectAxeClean(page, 'on a listing with what is near it');

  const spotLink = nearby.getByRole('link').first();
  const spotName = (await spotLink.textContent())!;
  await spotLink.click();
  await expect(page.getByRole('heading', { level: 1, name: spotName })).toBeVisible(FIRST_LOAD);
  await page.goBack();

  const steps = page.getByRole('region', { name: 'Vivir en Valencia' });
  await linkCount(page, /^Planes en Valencia/);
  await steps.getByRole('link', { name: /^Planes en Valencia/ }).click();
  await expect(page).toHaveURL('/eventos?ciudad=Valencia');
  await expect(page.getByRole('combobox', { name: 'Ciudad' })).toHaveText('Valencia', FIRST_LOAD);
  await page.goBack();

  // Flatmates whose budget reaches the room's price: the minimum is in the URL and on the slider.
  const flatmates = /^Compañeros buscando piso en Valencia/;
  const promised = await linkCount(page, flatmates);
  await steps.getByRole('link', { name: flatmates }).click();
  await expect(page).toHaveURL(/^[^?]+\/roomie-match\?ciudad=Valencia&presupuestoMin=\d+$/);
  const min = Number(new URL(page.url()).searchParams.get('presupuestoMin'));
  await expect(page.getByRole('slider', { name: 'Presupuesto mínimo' })).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`^${min}\\s?€/mes$`),
    FIRST_LOAD,
  );
  await expect(page.getByRole('status').filter({ hasText: /compañeros?$/ })).toHaveText(
    promised === 1 ? '1 compañero' : `${promised} compañeros`,
  );
});

test('from a flatmate to rooms in their city that fit both budgets', async ({ page }) => {
  const ana = demoAccounts.find((account) => account.role === 'estudiante')!;
  await logIn(page, ana.email, DEMO_PASSWORD);
  await page.goto('/roomie-match?ciudad=Valencia');
  const first = page.getByRole('list', { name: 'Compañeros' }).getByRole('listitem').first();
  await first.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil de compañero' })).toBeVisible(
    FIRST_LOAD,
  );
  const steps = page.getByRole('region', { name: 'Buscad piso juntos' });
  const link = steps.getByRole('link', {
    name: /^Habitaciones en Valencia para los dos presupuestos/,
  });
  const promised = await linkCount(page, /^Habitaciones en Valencia para los dos presupuestos/);
  const href = (await link.getAttribute('href'))!;
  const price = Number(new URL(href, 'http://x').searchParams.get('precio'));
  await link.click();
  await expect(page).toHaveURL(/\/alojamiento\?ciudad=Valencia(&precio=\d+)?$/);
  await expect(page.getByRole('combobox', { name: 'Ciudad' })).toHaveText('Valencia', FIRST_LOAD);
  expect(await resultCount(page)).toBe(promised);
  if (price) {
    const prices = (
      await page
        .getByRole('region', { name: 'Alojamientos' })
        .getByText(/€\/mes$/)
        .allTextContents()
    ).map((t) => Number(t.replace(/\D/g, '')));
    expect(prices.every((p) => p <= price)).toBe(true);
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the next steps of a degree and a listing fit the phone', async ({ page }) => {
    await page.goto(`/carrera/${seed.degree}`);
    await linkCount(page, /^Alojamiento cerca de/);
    await expectNoHorizontalScroll(page);
    await page.goto(`/alojamiento/${seed.accommodation}`);
    await expect(
      page.getByRole('region', { name: 'Zonas de ocio cerca' }).getByRole('listitem').first(),
    ).toBeVisible(FIRST_LOAD);
    await expectNoHorizontalScroll(page);
  });
});
