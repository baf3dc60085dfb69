// A remote's page gets its first data from the reads the page's first script started while the
// code downloaded (each remote's src/early-reads.ts, shared-auth's early-reads.ts): every read a
// page declares goes out once, so the page's own request was answered by it and the declaration
// is the page's request to the letter; the picture it names is preloaded and is the one shown.
import type { Page } from '@playwright/test';
import type { EarlyReadSpec } from '@univida/shared-auth/early-reads';
import { earlyReads as housingReads } from '../../mf-housing/src/early-reads';
import { earlyReads as socialReads } from '../../mf-social/src/early-reads';
import { earlyReads as universityReads } from '../../mf-university/src/early-reads';
import { studentState } from '../support/env';
import { untakenEarlyReads } from '../support/early-reads';
import { expect, test } from '../support/fixtures';
import { housingRoutes, socialRoutes, universityRoutes } from '../support/route-tables';
import { seedIdsByPage } from '../support/seed-ids';
import { FIRST_LOAD } from './university/helpers';

interface Visit {
  path: string;
  reads: readonly EarlyReadSpec[];
  params: Record<string, string>;
}

// Every page of every remote that declares reads: a new declaration is visited without a word here.
const visits: Visit[] = (
  [
    [universityRoutes, universityReads],
    [housingRoutes, housingReads],
    [socialRoutes, socialReads],
  ] as const
).flatMap(([table, declared]) =>
  Object.entries(declared).map(([key, reads]: [string, readonly EarlyReadSpec[]]) => {
    const pattern = (table.patterns as Record<string, string>)[key] ?? '';
    const id = seedIdsByPage[key];
    if (pattern.includes(':') && id === undefined)
      throw new Error(`seedIdsByPage needs a row for ${key}`);
    const params: Record<string, string> = id === undefined ? {} : { id: String(id) };
    return { path: pattern.replace(':id', String(id)), reads, params };
  }),
);

/** Method, path, query (in any order) and body: what makes two reads the same. */
function readKey(method: string, url: URL, body: string): string {
  const params = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([method, url.pathname, params, body]);
}

function declaredKey({ path, body }: EarlyReadSpec, params: Record<string, string>): string {
  const fill = (text: string) =>
    text.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole);
  const url = new URL(`/rest/v1/${path}`, 'http://backend');
  for (const [name, value] of [...url.searchParams]) url.searchParams.set(name, fill(value));
  const args = body && Object.fromEntries(Object.entries(body).map(([k, v]) => [k, fill(v)]));
  return readKey(body ? 'POST' : 'GET', url, args ? JSON.stringify(args) : '');
}

interface SentRead {
  key: string;
  /** Sent by the page's first script (page-start), not by the page's code through supabase-js. */
  early: boolean;
}

/** Every REST read the page sends (not the browser's CORS preflights), and which code sent it. */
async function recordReads(page: Page): Promise<SentRead[]> {
  const sent: SentRead[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/rest/v1/') || request.method === 'OPTIONS') return;
    const frames = initiator.stack?.callFrames ?? [];
    sent.push({
      key: readKey(request.method, url, request.postData ?? ''),
      early: frames.some((frame) => /\/page-start-[^/]*\.js$/.test(frame.url)),
    });
  });
  return sent;
}

async function expectReadsOnce(page: Page, { path, reads, params }: Visit) {
  const sent = await recordReads(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
  // The page's code takes every answer (shared-auth's early-reads.ts keeps the untaken ones).
  // Waited for, not read once: the heading may be the shell's, drawn before the page's code runs,
  // and on a busy machine that code can still be compiling when the network has gone quiet.
  await expect
    .poll(() => untakenEarlyReads(page), {
      message: `${path}: answers the page did not use`,
      ...FIRST_LOAD,
    })
    .toBe(0);
  await page.waitForLoadState('networkidle');
  for (const read of reads) {
    const key = declaredKey(read, params);
    expect(
      sent.filter((one) => one.key === key),
      `${path}: ${read.path}`,
    ).toEqual([{ key, early: true }]);
  }
}

for (const one of visits) {
  test(`${one.path} sends each of its first reads once, started by the page's first script`, async ({
    page,
  }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.push(request.url());
    });
    const answers = new Map<string, Promise<unknown>>();
    page.on('response', (response) => {
      const request = response.request();
      const url = new URL(request.url());
      if (url.pathname.startsWith('/rest/v1/') && request.method() !== 'OPTIONS')
        answers.set(
          readKey(request.method(), url, request.postData() ?? ''),
          response.json().catch(() => null),
        );
    });
    await expectReadsOnce(page, one);
    await expect(page.getByText('Esta sección no está disponible ahora mismo')).toHaveCount(0);
    for (const read of one.reads.filter((candidate) => candidate.image)) {
      // One preload per picture among the rows shown first. Counted from the answer: another
      // test's listing, created meanwhile without a photo, may be among them.
      const answer = await answers.get(declaredKey(read, one.params));
      expect(answer, `${read.path}: the early answer`).toBeTruthy();
      const first = (Array.isArray(answer) ? answer : [answer]).slice(0, read.imageRows ?? 1);
      const withPicture = first.filter((row: Record<string, unknown>) => {
        const field = row[read.image!];
        return Boolean(Array.isArray(field) ? field[0] : field);
      });
      expect(withPicture.length, `${read.path}: rows with a picture`).toBeGreaterThan(0);
      const preloaded = page.locator('link[rel="preload"][as="image"]');
      await expect(preloaded).toHaveCount(withPicture.length);
      // The pictures preloaded are ones the page shows, where it shows them at once.
      for (const link of await preloaded.evaluateAll((links) =>
        links.map((one) => ({
          href: one.getAttribute('href'),
          srcset: one.getAttribute('imagesrcset'),
          sizes: one.getAttribute('imagesizes'),
        })),
      )) {
        const shown = page.locator(`main img[src="${link.href}"]`).first();
        await expect(shown, read.path).toBeVisible();
        await expect(shown, read.path).not.toHaveAttribute('loading', 'lazy');
        if (!read.imageSizes) continue;
        // Offered at two sizes, the picture is preloaded with the page's candidates and sizes,
        // so the browser downloads one of them once: the one the page shows.
        await expect(shown, read.path).toHaveAttribute('srcset', link.srcset ?? '');
        // A gallery states its width in pixels as drawn; the preload says it in the column's terms.
        if (!read.imageCandidates)
          await expect(shown, read.path).toHaveAttribute('sizes', link.sizes ?? '');
        const candidates = (link.srcset ?? '').split(', ').map((one) => one.split(' ')[0]);
        const current = await shown.evaluate((img: HTMLImageElement) => img.currentSrc);
        expect(pictures.filter((url) => candidates.includes(url))).toEqual([current]);
      }
    }
  });
}

test.describe('signed in', () => {
  test.use({ storageState: studentState });

  test("a student's page is served the read made with their session", async ({ page }) => {
    await expectReadsOnce(
      page,
      visits.find((one) => one.path.startsWith('/eventos/'))!,
    );
  });
});

test("a returning visitor's page starts its reads before /app-config.json answers, each once", async ({
  page,
}) => {
  const visit = visits.find((one) => one.path.startsWith('/eventos/'))!;
  await expectReadsOnce(page, visit);
  // The next visit: the config is held back until the page's first read has gone out (or 10 s),
  // which only the config and list kept from this visit can start.
  let readFirst = false;
  const readSent = new Promise<void>((resolve) => {
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/rest/v1/events') resolve();
    });
  });
  await page.route('**/app-config.json', async (route) => {
    readFirst = await Promise.race([
      readSent.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    await route.continue();
  });
  await expectReadsOnce(page, visit);
  expect(readFirst).toBe(true);
});

test('with a query string the page makes its reads itself, once', async ({ page }) => {
  const sent = await recordReads(page);
  await page.goto(`${socialRoutes.paths.leisureZones()}?orden=recientes`);
  await expect(page.getByRole('link', { name: /La Pinta/ }).first()).toBeVisible(FIRST_LOAD);
  await page.waitForLoadState('networkidle');
  const spots = sent.filter((one) => one.key.includes('"/rest/v1/leisure_spots"'));
  expect(spots.map(({ early }) => early)).toEqual([false]);
});
