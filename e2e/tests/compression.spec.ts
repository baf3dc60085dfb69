// The static servers send the build's pre-compressed files: brotli when the browser accepts it,
// gzip otherwise, the plain file to a client that asks for neither.
import type { Response } from '@playwright/test';
import { ports, origin } from '../support/env';
import { expect, test } from '../support/fixtures';
import { universityRoutes } from '../support/route-tables';

/** Files this small are left uncompressed (MIN_COMPRESS_BYTES in vite.federation.ts). */
const MIN_COMPRESSED_BYTES = 1024;

test('every JS and CSS file of a first visit arrives compressed with brotli', async ({ page }) => {
  const code: Response[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (['script', 'stylesheet'].includes(type) && response.status() === 200) code.push(response);
  });
  await page.goto(universityRoutes.paths.cutOffScores());
  await expect(page.getByRole('heading', { level: 1, name: 'Notas de corte' })).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  const origins = new Set(code.map((response) => new URL(response.url()).origin));
  expect(origins.size, 'the shell and the remote both serve code').toBeGreaterThanOrEqual(2);
  let checked = 0;
  for (const response of code) {
    if ((await response.body()).length < MIN_COMPRESSED_BYTES) continue;
    const headers = await response.allHeaders();
    expect(headers['content-encoding'], response.url()).toBe('br');
    expect(headers['vary'], response.url()).toMatch(/accept-encoding/i);
    checked += 1;
  }
  expect(checked).toBeGreaterThan(5);
});

test('gzip for a client without brotli, the plain file for one without either', async ({
  request,
}) => {
  const entry = `${origin(ports.mf_university)}/remoteEntry.js`;
  const gzip = await request.get(entry, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(entry, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // Both decode to the same file.
  expect((await gzip.body()).equals(await plain.body())).toBe(true);
  const page = await request.get('/notas-corte', { headers: { 'Accept-Encoding': 'br' } });
  expect(page.headers()['content-type']).toMatch(/^text\/html/);
  expect(page.headers()['content-encoding']).toBe('br');
});
