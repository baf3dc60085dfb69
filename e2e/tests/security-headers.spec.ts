// The site's security headers (issue 9): the shell and the remotes send them, and every route of
// the site runs under the Content-Security-Policy with no violation — anonymous and as the admin,
// and with an allowed preview build of a remote.
import type { Page } from '@playwright/test';
import { adminState, origin, ports, previewPort } from '../support/env';
import { expect, expectShellChrome, test } from '../support/fixtures';
import { remoteTables, shellRoutes } from '../support/route-tables';

// A seeded row (supabase/seed.sql) for each route that takes an id.
const SAMPLE_IDS: Record<string, string> = {
  '/carrera/:id': '1',
  '/alojamiento/:id': '00000000-0000-4000-c000-000000000001',
  '/roomie-match/:id': '00000000-0000-4000-a000-000000000001',
  '/zonas-ocio/:id': '00000000-0000-4000-e000-000000000001',
  '/eventos/:id': '00000000-0000-4000-f000-000000000001',
};
// Every pattern of every app's route table (the shell's, then each remote's).
const routes = [shellRoutes, ...remoteTables].flatMap((table) =>
  Object.values<string>(table.patterns).map((pattern) => {
    if (!pattern.includes(':')) return pattern;
    const id = SAMPLE_IDS[pattern];
    if (!id) throw new Error(`No sample id for ${pattern}: add one to SAMPLE_IDS`);
    return pattern.replace(':id', id);
  }),
);

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Records CSP violations from the first script on: `securitypolicyviolation` events (collected by
 * an init script) and the console errors Chromium prints for blocked loads.
 */
async function watchViolations(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    return [...events, ...consoleErrors];
  };
}

/** Opens `route` with the CSP on and expects the page rendered and no violation. */
async function expectNoViolation(page: Page, route: string) {
  const violations = await watchViolations(page);
  const response = await page.goto(route);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expectShellChrome(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Late loads (remote chunks, images, the Realtime socket) count too.
  await page.waitForLoadState('networkidle');
  expect(await violations(), `CSP violations on ${route}`).toEqual([]);
}

test('the shell and a remote send the security headers: all on pages, nosniff and Referrer-Policy on scripts', async ({
  request,
}) => {
  for (const url of [`${origin(ports.shell)}/`, `${origin(ports.mf_housing)}/`]) {
    const headers = (await request.get(url)).headers();
    expect(headers, url).toMatchObject(EXPECTED);
    expect(headers['permissions-policy'], url).toContain('camera=()');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, url).toContain("frame-ancestors 'none'");
    expect(csp, url).toContain(origin(ports.mf_housing));
    expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  }
  // A script is never a page: the policies that act only on documents are not repeated on it.
  const script = `${origin(ports.mf_housing)}/remoteEntry.js`;
  const headers = (await request.get(script)).headers();
  expect(headers, script).toMatchObject(EXPECTED);
  expect(headers['content-type'], script).toMatch(/javascript/);
  expect(headers['content-security-policy'], script).toBeUndefined();
  expect(headers['permissions-policy'], script).toBeUndefined();
});

for (const route of routes) {
  test(`${route} runs under the CSP with no violation`, async ({ page }) => {
    await expectNoViolation(page, route);
  });
}

test.describe('as the admin', () => {
  test.use({ storageState: adminState });

  for (const route of routes) {
    test(`${route} runs under the CSP with no violation when signed in`, async ({ page }) => {
      await expectNoViolation(page, route);
    });
  }
});

test('an allowed preview of mf_housing runs under the CSP with no violation', async ({ page }) => {
  await expectNoViolation(
    page,
    `/alojamiento?remote=mf_housing@${origin(previewPort)}/remoteEntry.js`,
  );
  await expect(page.getByText('Vista previa activa')).toBeVisible();
});
