// Home is light because a signed-out visitor needs no data: TanStack Query and PostgREST's small
// client arrive with the first page that reads data, supabase-js only with what needs more of it
// (signing in, a stored session), and the header still follows a sign-in at once. The pages that
// read no data (sign-in, BecarIA…) come without either, and the sign-in form's rules (zod) come
// when the form is used.
import type { Page, Route } from '@playwright/test';
import { demoAccounts, DEMO_PASSWORD } from '../../scripts/lib/accounts.mjs';
import { expect, expectShellChrome, test } from '../support/fixtures';
import { logIn } from '../support/login';
import { seed } from '../support/seed-ids';

/** Strings compiled into each library: a downloaded script containing one holds that library. */
const LIBRARIES = {
  'supabase-js': 'X-Client-Info',
  // postgrest-js, which supabase-js imports from the same file.
  'PostgREST reader': 'JSON object requested, multiple (or no) rows returned',
  'TanStack Query': 'No QueryClient set',
  // Full zod's class names; the shell's zod/mini (it checks app-config) names its own ZodMini….
  zod: '`ZodString`',
} as const;
type Library = keyof typeof LIBRARIES;

function trackLibraries(page: Page) {
  const seen = new Set<Library>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.text().then(
        (body) => {
          for (const [name, marker] of Object.entries(LIBRARIES))
            if (body.includes(marker)) seen.add(name as Library);
        },
        () => {},
      ),
    );
  });
  return { seen: async () => (await Promise.all(reading), [...seen].sort()) };
}

const student = demoAccounts.find((account) => account.role === 'estudiante')!;

test('a signed-out Home downloads no library; the first data page brings the query cache and the reader', async ({
  page,
}) => {
  const libraries = trackLibraries(page);
  await page.goto('/');
  await expectShellChrome(page);
  await page.waitForLoadState('networkidle');
  expect(await libraries.seen()).toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Notas de corte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notas de corte' })).toBeVisible();
  await expect(page.getByText(/carreras? encontradas?/)).toBeVisible();
  expect(await libraries.seen()).toEqual(['PostgREST reader', 'TanStack Query']);
});

test('sign-in shows its form without supabase-js or the form rules; using the form brings them', async ({
  page,
}) => {
  const libraries = trackLibraries(page);
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await libraries.seen()).not.toContain('supabase-js');
  expect(await libraries.seen()).not.toContain('PostgREST reader');

  await main.getByLabel('Email', { exact: true }).fill('no-es-un-email');
  await main.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(main.getByText('Introduce un email válido.', { exact: true })).toBeVisible();
  expect(await libraries.seen()).toEqual(['TanStack Query', 'zod']);

  await main.getByLabel('Email', { exact: true }).fill(student.email);
  await main.getByLabel('Contraseña', { exact: true }).fill('no-es-la-buena');
  await main.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(main.getByText('Revisa tu correo y contraseña.', { exact: true })).toBeVisible();
  expect(await libraries.seen()).toEqual([
    'PostgREST reader',
    'TanStack Query',
    'supabase-js',
    'zod',
  ]);
});

test('BecarIA, the universities and the career quiz show without a client; cut-off scores bring the reader', async ({
  page,
}) => {
  const libraries = trackLibraries(page);
  for (const [route, heading] of [
    ['/becaria', 'BecarIA'],
    ['/universidad', 'Buscador de Universidades'],
    ['/carrera-ideal', 'CarreraIdeal'],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(await libraries.seen()).not.toContain('supabase-js');
  expect(await libraries.seen()).not.toContain('PostgREST reader');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Notas de corte' }).click();
  await expect(page.getByText(/carreras? encontradas?/)).toBeVisible();
  expect(await libraries.seen()).toContain('PostgREST reader');
  expect(await libraries.seen()).not.toContain('supabase-js');
});

test("detail pages and a student's lists show without the form rules; writing brings them", async ({
  page,
}) => {
  const visitor = trackLibraries(page);
  for (const path of [
    `/alojamiento/${seed.accommodation}`,
    `/roomie-match/${seed.student}`,
    `/eventos/${seed.event}`,
    `/zonas-ocio/${seed.spot}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(await visitor.seen()).not.toContain('zod');

  await logIn(page, student.email, DEMO_PASSWORD);
  // A new tab of the signed-in browser: the sign-in form's own zod is not counted.
  const tab = await page.context().newPage();
  const signedIn = trackLibraries(tab);
  for (const [path, heading] of [
    ['/favorites', 'Favoritos'],
    ['/chats', 'Chats'],
  ] as const) {
    await tab.goto(path);
    await expect(
      tab.getByRole('main').getByRole('heading', { level: 1, name: heading }),
    ).toBeVisible();
  }
  await tab.goto(`/alojamiento/${seed.accommodation}`);
  const contact = tab.getByRole('button', { name: 'Contactar con el propietario' });
  await expect(contact).toBeVisible();
  await tab.waitForLoadState('networkidle');
  expect(await signedIn.seen()).not.toContain('zod');

  // The contact's first request is held: the rules arrive with the click, before it is sent (and
  // before the conversation page, which loads them too, opens).
  let held: Route | undefined;
  await tab.route('**/rest/v1/rpc/find_conversation_between_users', (route) => {
    held = route;
  });
  await contact.click();
  await expect.poll(() => held !== undefined).toBe(true);
  expect(await signedIn.seen()).toContain('zod');
  await held!.continue();
  await expect(tab).toHaveURL(/\/chats/);
});

test('a signed-out Home tab shows the account menu once another tab signs in', async ({
  context,
}) => {
  const home = await context.newPage();
  await home.goto('/');
  await expect(
    home.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }),
  ).toBeVisible();

  const login = await context.newPage();
  await login.goto('/login');
  const form = login.getByRole('main');
  await form.getByLabel('Email', { exact: true }).fill(student.email);
  await form.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(login).toHaveURL('/');

  await expect(home.getByRole('button', { name: /^Menú de la cuenta de/ })).toBeVisible();
  await expect(home.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(
    0,
  );
});

test('a new page starts at the top and Back returns to where the reader was', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 600 });
  await page.goto('/');
  await expectShellChrome(page);
  const footerLink = page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Términos y condiciones' });
  await footerLink.scrollIntoViewIfNeeded();
  const position = await page.evaluate(() => window.scrollY);
  expect(position).toBeGreaterThan(300);

  await footerLink.click();
  await expect(page.getByRole('heading', { level: 1, name: /Términos/ })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('link', { name: 'Regístrate Gratis' })).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(position);
});
