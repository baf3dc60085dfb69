// Remotes load lazily, each from its own origin: Home needs none, /admin needs only mf_admin, and a
// non-admin never downloads mf_admin.
import type { Page } from '@playwright/test';
import { adminState, origin, ports, studentState } from '../support/env';
import { expect, expectShellChrome, test } from '../support/fixtures';

const remoteOrigins = {
  mf_university: origin(ports.mf_university),
  mf_housing: origin(ports.mf_housing),
  mf_social: origin(ports.mf_social),
  mf_account: origin(ports.mf_account),
  mf_admin: origin(ports.mf_admin),
};
type Remote = keyof typeof remoteOrigins;

/** Which remotes' origins the page requested anything from. */
function trackRemoteRequests(page: Page) {
  const seen = new Set<Remote>();
  page.on('request', (request) => {
    const requestOrigin = new URL(request.url()).origin;
    for (const [name, remoteOrigin] of Object.entries(remoteOrigins)) {
      if (requestOrigin === remoteOrigin) seen.add(name as Remote);
    }
  });
  return seen;
}

test('Home downloads no remote', async ({ page }) => {
  const seen = trackRemoteRequests(page);
  await page.goto('/');
  await expectShellChrome(page);
  await expect(page.getByRole('link', { name: 'Regístrate Gratis' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...seen]).toEqual([]);
});

test.describe('as the admin', () => {
  test.use({ storageState: adminState });

  test('/admin downloads mf_admin and no other remote', async ({ page }) => {
    const seen = trackRemoteRequests(page);
    await page.goto('/admin');
    await expect(page.getByRole('tab')).toHaveCount(8);
    await page.waitForLoadState('networkidle');
    expect([...seen]).toEqual(['mf_admin']);
  });
});

const firstRoutes = ['/notas-corte', '/alojamiento', '/eventos', '/login', '/admin'];

for (const [who, state] of [
  ['a visitor', undefined],
  ['a student', studentState],
] as const) {
  test.describe(`as ${who}`, () => {
    test.use({ storageState: state });

    test('other pages and /admin never download mf_admin', async ({ page }) => {
      const seen = trackRemoteRequests(page);
      for (const route of firstRoutes) {
        await page.goto(route);
        await expectShellChrome(page);
        await page.waitForLoadState('networkidle');
      }
      expect(seen.has('mf_admin')).toBe(false);
      expect(seen.has('mf_university') && seen.has('mf_housing') && seen.has('mf_social')).toBe(
        true,
      );
    });
  });
}
