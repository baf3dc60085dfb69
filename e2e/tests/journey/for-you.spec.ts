// Issue 17, a home of one's own: a signed-in student's Home shows 'Para ti' (mf_account's
// ./ForYou, composed by the shell at runtime) with data from their profile; a visitor's Home
// never asks for it (the bundle budget spec checks their bytes); a failing widget leaves Home
// working. Each run has a city and degree of its own, so nothing else in the database shows.
import type { Page, Request } from '@playwright/test';
import { origin, ports } from '../../support/env';
import { expect, test } from '../../support/fixtures';
import { layoutShiftTotal, recordLayoutShifts } from '../../support/layout-shift';
import { logIn } from '../../support/login';
import { adminAccount, DEMO_PASSWORD } from '../../../scripts/lib/accounts.mjs';
import { backendOf, restInsert, signInViaApi, signUpViaApi, uniqueEmail } from '../account/backend';
import { acceptCookies, FIRST_LOAD } from '../university/helpers';
import { expectAxeClean, expectNoHorizontalScroll, publishAsDemoOwner } from './helpers';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'ParaTi-2026-e2e';
const hours = (n: number) => new Date(Date.now() + n * 60 * 60 * 1000).toISOString();

/** Every request of the widget: mf_account's server (its remoteEntry, ./ForYou's chunks) and the shell's slot chunk. */
const isForYouRequest = (request: Request) =>
  request.url().startsWith(origin(ports.mf_account)) || /for-you-slot/.test(request.url());

const forYou = (page: Page) => page.getByRole('region', { name: 'Para ti' });
const home = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Tu vida universitaria, simplificada' });

/** A student of their own city, with an event there, a room within budget and a flatmate. */
async function studentWithCity(request: import('@playwright/test').APIRequestContext) {
  const backend = await backendOf(request);
  const city = `Teruel E2E ${Date.now()}`;
  const email = uniqueEmail('parati');
  await signUpViaApi(request, backend, email, PASSWORD, {
    full_name: 'Paula Para Ti',
    user_type: 'student',
    city,
    career: 'Grado en Periodismo',
    budget: 450,
  });
  const student = await signInViaApi(request, backend, email, PASSWORD);
  await restInsert(
    request,
    backend,
    'events',
    [
      {
        creator_id: student.userId,
        title: 'Ruta de tapas E2E',
        category: 'Comida',
        event_date: hours(48),
        duration_hours: 3,
        location_name: 'Plaza del Torico',
        city,
        capacity: 12,
        registration_deadline: hours(24),
      },
    ],
    student.token,
  );
  await publishAsDemoOwner(request, backend, [
    { name: 'Piso asequible E2E', city, price_per_room: 400, total_rooms: 3, available_rooms: 1 },
    { name: 'Ático de lujo E2E', city, price_per_room: 1100, total_rooms: 2, available_rooms: 1 },
  ]);
  await signUpViaApi(request, backend, uniqueEmail('compi'), PASSWORD, {
    full_name: 'Bruno Compi',
    user_type: 'student',
    city,
    career: 'Grado en Historia',
    isLookingForRoommate: true,
    budget: 400,
  });
  return { email, city };
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test("a signed-in student's Home shows 'Para ti' from their profile, with links to the filtered lists", async ({
  page,
  request,
}) => {
  const { email, city } = await studentWithCity(request);
  const widgetRequests: string[] = [];
  page.on('request', (request) => {
    if (isForYouRequest(request)) widgetRequests.push(request.url());
  });
  await logIn(page, email, PASSWORD);

  const region = forYou(page);
  await expect(region.getByRole('heading', { level: 3, name: `Planes en ${city}` })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(region.getByRole('list', { name: `Próximos eventos en ${city}` })).toContainText(
    'Ruta de tapas E2E',
  );
  const rooms = region.getByRole('list', { name: 'Habitaciones para ti' });
  await expect(rooms).toContainText('Piso asequible E2E');
  await expect(rooms).not.toContainText('Ático de lujo E2E');
  await expect(region.getByRole('list', { name: 'Compañeros más compatibles' })).toContainText(
    'Bruno Compi',
  );
  await expect(region.getByText('No tienes mensajes sin leer.')).toBeVisible();
  // Home itself is still there, under it.
  await expect(home(page)).toBeVisible();
  expect(widgetRequests.some((url) => url.includes('remoteEntry'))).toBe(true);
  await expectAxeClean(page, "on Home with 'Para ti'");

  await region.getByRole('link', { name: 'Ver 1 alojamiento' }).click();
  await expect(page).toHaveURL(
    `/alojamiento?ciudad=${encodeURIComponent(city).replace(/%20/g, '+')}&precio=450`,
  );
  await expect(page.getByRole('region', { name: 'Alojamientos' })).toContainText(
    'Piso asequible E2E',
    FIRST_LOAD,
  );
});

test("a visitor's Home never requests 'Para ti'", async ({ page }) => {
  const widgetRequests: string[] = [];
  page.on('request', (request) => {
    if (isForYouRequest(request)) widgetRequests.push(request.url());
  });
  await page.goto('/');
  await expect(home(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(forYou(page)).toHaveCount(0);
  expect(widgetRequests).toEqual([]);
});

test("the widget's remote failing leaves Home working, and Reintentar brings it", async ({
  page,
  request,
}) => {
  const { email, city } = await studentWithCity(request);
  await logIn(page, email, PASSWORD);
  // mf_account's server answers nothing to this page from now on: the widget cannot load.
  await page.route(`${origin(ports.mf_account)}/**`, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText(
    'No hemos podido cargar «Para ti» ahora mismo.',
    FIRST_LOAD,
  );
  await expect(home(page)).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Buscar Alojamiento' }),
  ).toBeVisible();

  await page.unroute(`${origin(ports.mf_account)}/**`);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(forYou(page).getByRole('heading', { name: `Planes en ${city}` })).toBeVisible(
    FIRST_LOAD,
  );
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("Home with 'Para ti' fits the phone", async ({ page, request }) => {
    const { email, city } = await studentWithCity(request);
    await logIn(page, email, PASSWORD);
    await expect(
      forYou(page).getByRole('list', { name: `Próximos eventos en ${city}` }),
    ).toBeVisible(FIRST_LOAD);
    await expectNoHorizontalScroll(page);
    // A row's figure ('64 %', '3') stays a small badge beside the name, which it leaves whole,
    // and every card's title keeps its icon (a long title is the one cut).
    const flatmates = forYou(page).getByRole('list', { name: 'Compañeros más compatibles' });
    await expect(flatmates).toContainText('Bruno Compi');
    const layout = await forYou(page).evaluate((region) => ({
      icons: [...region.querySelectorAll('h3 svg')].map(
        (icon) => icon.getBoundingClientRect().width,
      ),
      rows: [...region.querySelectorAll('li a')].map((row) => ({
        nameWhole:
          row.querySelector('strong')!.scrollWidth <= row.querySelector('strong')!.clientWidth,
        badge: row.children.length > 1 ? row.lastElementChild!.getBoundingClientRect().width : null,
      })),
    }));
    expect(layout.icons.length).toBeGreaterThanOrEqual(4);
    for (const width of layout.icons) expect(width).toBe(20);
    const badges = layout.rows.flatMap((row) => (row.badge === null ? [] : [row.badge]));
    expect(badges.length).toBeGreaterThan(0);
    for (const width of badges) expect(width).toBeLessThan(80);
    for (const row of layout.rows) expect(row.nameWhole).toBe(true);
  });
});

// The signed-in Home does not jump while 'Para ti' arrives (the layout-shift spec visits as a
// visitor): its place is taken from the first render, with the user's number of cards.
test("a signed-in Home does not move while 'Para ti' loads, for a student, an owner and an admin", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const accounts = [
    { role: 'student', email: 'ana.garcia@demo.univida.es', password: DEMO_PASSWORD },
    { role: 'owner', email: 'carlos.martinez@demo.univida.es', password: DEMO_PASSWORD },
    { role: 'admin', ...adminAccount() },
  ];
  const viewports = [
    { width: 375, height: 812 },
    { width: 1366, height: 768 },
  ];
  const figures: Record<string, number> = {};
  for (const account of accounts) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await acceptCookies(page);
    await logIn(page, account.email, account.password);
    await expect(forYou(page)).not.toHaveAttribute('aria-busy', 'true', FIRST_LOAD);
    await recordLayoutShifts(page);
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(forYou(page)).toBeVisible(FIRST_LOAD);
      await expect(forYou(page)).not.toHaveAttribute('aria-busy', 'true', FIRST_LOAD);
      await page.waitForLoadState('networkidle');
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const { total, shifts } = await layoutShiftTotal(page);
      figures[`${account.role} ${viewport.width}`] = Math.round(total * 1000) / 1000;
      expect(
        total,
        `${account.role} at ${viewport.width} px: ${JSON.stringify(shifts, null, 1)}`,
      ).toBeLessThanOrEqual(0.05);
    }
    await context.close();
  }
  test.info().annotations.push({ type: 'layout shift', description: JSON.stringify(figures) });
});
