// The page announces its whole startup at once, in few files (bytes, counts and order are
// deterministic; the time they save is for bench:lighthouse to print): every script Home runs is in
// the page as a module preload or the entry, /app-config.json is preloaded and fetched once, and a
// remote's page starts its remoteEntry and the chunks its route-preload.json lists as soon as the
// config is known.
import { expect, test } from '../support/fixtures';
import { origin, ports } from '../support/env';
import { FIRST_LOAD } from './university/helpers';

test('Home fetches no script the page did not announce, and the config once', async ({ page }) => {
  const scripts: string[] = [];
  const configs: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/app-config.json') configs.push(url.pathname);
    else if (request.resourceType() === 'script') scripts.push(url.pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
  await page.waitForLoadState('networkidle');

  const announced = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
        'link[rel="modulepreload"], script[type="module"][src]',
      ),
    ].map((node) => new URL('href' in node ? node.href : node.src).pathname),
  );
  // The shell's own code is one startup chunk and the page's first script (page-start.ts, two tiny
  // files); the rest are the federation's generated files (entry, host init, import map, the
  // shared libraries' wrappers). It was 27 files.
  expect(scripts.length).toBeLessThanOrEqual(17);
  expect(scripts.filter((script) => !announced.includes(script))).toEqual([]);
  await expect(page.locator('link[rel="preload"][href="/app-config.json"]')).toHaveCount(1);
  expect(configs).toEqual(['/app-config.json']);
});

test("a remote's page preloads all of its code at once, in few files", async ({
  page,
  request,
}) => {
  const remote = origin(ports.mf_university);
  const list = (await (await request.get(`${remote}/route-preload.json`)).json()) as {
    routes: Record<string, string[]>;
  };
  const chunks = list.routes['/notas-corte'] ?? [];
  const fetched: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.origin === remote && sent.resourceType() === 'script') fetched.push(url.pathname);
  });

  await page.goto('/notas-corte');
  await expect(page.getByRole('heading', { level: 1, name: 'Notas de corte' })).toBeVisible(
    FIRST_LOAD,
  );
  await page.waitForLoadState('networkidle');
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.href,
    ),
  );
  expect(preloaded).toContain(`${remote}/remoteEntry.js`);
  for (const file of chunks) expect(preloaded).toContain(`${remote}/${file}`);
  // Nothing the page runs is found one import later: remoteEntry's own imports on demand (the
  // shares' import map, the exposed App) are in the list too.
  expect(fetched.filter((path) => !chunks.includes(path.slice(1)))).toEqual(['/remoteEntry.js']);
  // Chunks grouped by the pages that load them first (vite.route-groups.ts): it was 22 files.
  expect(chunks.length).toBeLessThanOrEqual(14);
});

test("a remote's page starts its code before the shell's startup code has arrived", async ({
  page,
}) => {
  const remote = origin(ports.mf_social);
  const asked: string[] = [];
  let releaseStartup = () => {};
  const startupHeld = new Promise<void>((resolve) => (releaseStartup = resolve));
  // The shell's startup chunk is held back until the remote's files have been asked for: the
  // page's first script (page-start.ts) alone can have asked for them.
  await page.route(/\/assets\/startup-[\w-]+\.js$/, async (route) => {
    await startupHeld;
    await route.continue();
  });
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.origin === remote) asked.push(url.pathname);
    if (asked.includes('/remoteEntry.js') && asked.includes('/route-preload.json'))
      releaseStartup();
  });
  const configs: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/app-config.json') configs.push(sent.url());
  });

  await page.goto('/novedades', { waitUntil: 'commit' });
  // The page's own content (its HTML's static header is there from the start).
  await expect(page.getByRole('region', { name: 'Noticia destacada' })).toBeVisible(FIRST_LOAD);
  expect(asked.slice(0, 2).sort()).toEqual(['/remoteEntry.js', '/route-preload.json']);
  expect(configs).toHaveLength(1);
});

test("a visitor's page that sends them to sign in starts the sign-in page's code at once", async ({
  page,
  request,
}) => {
  const housing = origin(ports.mf_housing);
  const account = origin(ports.mf_account);
  const list = (await (await request.get(`${account}/route-preload.json`)).json()) as {
    routes: Record<string, string[]>;
  };
  expect(list.routes['/login']?.length).toBeGreaterThan(0);
  const loginCode = ['remoteEntry.js', ...list.routes['/login']!].map((file) => `/${file}`);
  const asked = new Set<string>();
  let releaseHousing = () => {};
  const housingHeld = new Promise<void>((resolve) => (releaseHousing = resolve));
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.origin === account) asked.add(url.pathname);
    if (loginCode.every((file) => asked.has(file))) releaseHousing();
  });
  // /chats' own code (whose page redirects a visitor) is held back until all of /login's has been
  // asked for: only the page's first script, seeing no session, can have asked for it that early.
  await page.route(`${housing}/**/*.js`, async (route) => {
    await housingHeld;
    await route.continue();
  });

  await page.goto('/chats');
  await expect(page).toHaveURL(/\/login\?next=%2Fchats$/, FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
});
