// First-visit download figures of a running site, shared by `npm run bench:bundle` and the
// e2e budget test. Home: every JS/CSS file a cold visit of / fetches. A remote's first visit: what
// an in-app navigation from Home to its first route adds, split (per each app's
// dist/.vite/bundle-graph.json) into
//   - own code: from the remote's origin, its src/ and the packages it bundles for itself;
//   - shell libraries: from the shell's origin, the shared code the shell serves the first time a
//     page needs it (supabase-js, TanStack Query) — one copy for every remote, as a single bundle
//     would load it at the same moment;
//   - extra: everything else, i.e. what federation costs — remoteEntry, share wrappers, import map,
//     runtime glue, and any library a remote downloads that the shell should have provided.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { remotes, shell } from './apps.mjs';
import { remoteRoutes } from './route-tables.mjs';
import { adminAccount } from './accounts.mjs';
import { repoRoot } from './paths.mjs';

/** The budget, enforced by the e2e test: Home in total, and each remote's extra. */
export const BUDGET = { homeKiB: 180, remoteExtraKiB: 15 };

/** Own-code and glue shares of each emitted file of an app's build, keyed by path ('assets/x.js'). */
function readShares(distDir) {
  const file = path.join(distDir, '.vite/bundle-graph.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the app first`);
  const { chunks } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return new Map(chunks.map((chunk) => [chunk.file, chunk]));
}

export const sum = (files, pick = (f) => f.gzip) => files.reduce((total, f) => total + pick(f), 0);
/** The bytes a compressing server sends (gzip -9, deterministic). */
const gzipSize = (body) => zlib.gzipSync(body, { level: 9 }).length;
export const kib = (bytes) => bytes / 1024;

/** @typedef {{ url: string, gzip: number }} CodeFile */

/** Records every JS and CSS file the page fetches from now on. */
export function collectCode(page) {
  const files = [];
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['script', 'stylesheet'].includes(type) || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => files.push({ url: response.url(), gzip: gzipSize(body) }),
        () => {},
      ),
    );
  });
  return { files, settle: () => Promise.all(pending) };
}

/** Client-side navigation (what a click on an in-app link does); waits for the new page's title. */
async function navigate(page, to) {
  const previousTitle = await page.locator('main h1').first().textContent();
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  try {
    await page.waitForFunction(
      ({ target, previous }) => {
        const title = document.querySelector('main h1')?.textContent;
        return window.location.pathname === target && !!title && title !== previous;
      },
      { target: to, previous: previousTitle },
    );
  } catch (error) {
    throw new Error(`${to} did not render a new page title: ${error.message}`);
  }
  await page.waitForLoadState('networkidle');
}

async function logInAsAdmin(page) {
  const admin = adminAccount();
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Email', { exact: true }).fill(admin.email);
  await form.getByLabel('Contraseña', { exact: true }).fill(admin.password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // The header's account menu is a lazy shell chunk: wait for it so it is not counted as /admin's.
  await page.getByRole('button', { name: /^Menú de la cuenta de / }).waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * Measure `baseURL`. `remoteOrigins` maps mf_x to its origin (null for a single-bundle build,
 * where nothing is split into own/extra); `distDir(app)` is where the served build lives;
 * `routes` maps mf_x to the routes whose first visit to measure (default: its table's first),
 * each a row of `remotes`.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @param {{ remoteOrigins?: Record<string, string> | null, distDir?: (app: { dir: string }) => string,
 *   routes?: Record<string, string[]> }} [options]
 * @returns {Promise<{ home: { gzip: number, files: CodeFile[] }, remotes: Array<{ name: string,
 *   route: string, gzip: number, own: number | null, libraries: number | null, extra: number | null,
 *   files: CodeFile[] }> }>}
 */
export async function measureSite(
  browser,
  baseURL,
  { remoteOrigins = null, distDir = (app) => path.join(repoRoot, app.dir, 'dist'), routes = {} } = {},
) {
  const newPage = async () => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    // A page that crashes would measure nothing meaningful: say so loudly.
    page.on('pageerror', (error) =>
      console.error(`[${baseURL}${new URL(page.url()).pathname}] ${error.message}`),
    );
    return { context, page };
  };

  const { context: homeContext, page: homePage } = await newPage();
  const home = collectCode(homePage);
  await homePage.goto('/');
  await homePage.waitForLoadState('networkidle');
  await home.settle();
  await homeContext.close();

  const shellOrigin = new URL(baseURL).origin;
  const results = [];
  for (const remote of remotes) {
    for (const route of routes[remote.name] ?? [remoteRoutes(remote.name)[0]]) {
      const { context, page } = await newPage();
      const origin = remoteOrigins?.[remote.name];
      // Everything from the remote's origin counts even if fetched early (e.g. prefetched once the
      // admin's profile is known); from other origins, what the navigation itself adds.
      const early = collectCode(page);
      if (remote.name === 'mf_admin') await logInAsAdmin(page);
      else {
        await page.goto('/');
        await page.waitForLoadState('networkidle');
      }
      await early.settle();
      const visit = collectCode(page);
      await navigate(page, route);
      await visit.settle();
      await context.close();
      visit.files.push(
        ...early.files.filter(
          (f) =>
            origin && f.url.startsWith(`${origin}/`) && !visit.files.some((v) => v.url === f.url),
        ),
      );

      const gzip = sum(visit.files);
      let split = { own: null, libraries: null, extra: null };
      if (remoteOrigins) {
        const remoteShares = readShares(distDir(remote));
        const shellShares = readShares(distDir(shell));
        const shareOf = (shares, file) => shares.get(new URL(file.url).pathname.slice(1));
        const own = sum(visit.files, (f) =>
          f.url.startsWith(`${origin}/`) ? f.gzip * (shareOf(remoteShares, f)?.ownShare ?? 0) : 0,
        );
        const libraries = sum(visit.files, (f) =>
          f.url.startsWith(`${shellOrigin}/`)
            ? f.gzip * (1 - (shareOf(shellShares, f)?.glueShare ?? 1))
            : 0,
        );
        split = { own, libraries, extra: gzip - own - libraries };
      }
      results.push({ name: remote.name, route, gzip, ...split, files: visit.files });
    }
  }
  return { home: { gzip: sum(home.files), files: home.files }, remotes: results };
}
