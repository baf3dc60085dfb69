// A visitor's data pages read with the small PostgREST reader (shared-auth's reader.ts) and render
// without downloading supabase-js: each remote's route-preload.json names them (`loadsReader`), and
// the shell's page names supabase-js's own files (its 'univida:supabase-code' less the reader's).
import type { APIRequestContext } from '@playwright/test';
import { untakenEarlyReads } from '../support/early-reads';
import { expect, test } from '../support/fixtures';
import { housingRoutes, socialRoutes, universityRoutes } from '../support/route-tables';
import { seedIdsByPage } from '../support/seed-ids';
import { FIRST_LOAD } from './university/helpers';

async function shellCode(request: APIRequestContext, name: string): Promise<string[]> {
  const html = await (await request.get('/')).text();
  const files = new RegExp(`name="univida:${name}" content="([^"]*)"`).exec(html)?.[1] ?? '';
  return files.split(' ').filter(Boolean);
}

for (const table of [universityRoutes, housingRoutes, socialRoutes]) {
  test(`${table.remote}: a visitor's data pages show their data without supabase-js`, async ({
    page,
    request,
  }) => {
    const config = await (await request.get('/app-config.json')).json();
    const entry = new URL(config.remotes[table.remote].entry as string);
    const list = await (await request.get(new URL('route-preload.json', entry).href)).json();
    const readerPages = list.loadsReader as string[];
    expect(readerPages.length).toBeGreaterThan(0);
    const reader = await shellCode(request, 'reader-code');
    const clientOnly = (await shellCode(request, 'supabase-code')).filter(
      (file) => !reader.includes(file),
    );
    expect(clientOnly.length).toBeGreaterThan(0);

    const requested: string[] = [];
    const reads: number[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    page.on('response', (answer) => {
      if (new URL(answer.url()).pathname.startsWith('/rest/v1/')) reads.push(answer.status());
    });
    for (const [key, pattern] of Object.entries(table.patterns as Record<string, string>)) {
      if (!readerPages.includes(pattern)) continue;
      requested.length = 0;
      reads.length = 0;
      errors.length = 0;
      await page.goto(pattern.replace(':id', String(seedIdsByPage[key])));
      await expect(page.getByRole('heading', { level: 1 }), pattern).toBeVisible(FIRST_LOAD);
      // The heading may be the page's static one: wait for the data, then for what follows it.
      await expect
        .poll(() => reads.length, { message: `${pattern}: its reads`, ...FIRST_LOAD })
        .toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('alert'), pattern).toHaveCount(0);
      expect(
        reads.filter((status) => status >= 400),
        `${pattern}: failed reads`,
      ).toEqual([]);
      expect(
        requested.filter((path) => clientOnly.includes(path)),
        pattern,
      ).toEqual([]);
      expect(requested, pattern).toEqual(expect.arrayContaining(reader));
      // Code that wanted the client the visitor never downloads (getSupabase() says so).
      expect(
        errors.filter((text) => text.includes('Supabase client')),
        pattern,
      ).toEqual([]);
      // Every read the page's first script started was taken by the page's code.
      expect(await untakenEarlyReads(page), `${pattern}: early answers the page did not take`).toBe(
        0,
      );
    }
  });
}
