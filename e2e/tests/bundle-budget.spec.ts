// Download ceiling (bytes are deterministic, so they are enforced here, not only benchmarked).
// The target is Home ≤ 180 KiB gzip of JS+CSS and ≤ 15 KiB extra per remote (BUDGET); it is not
// met yet, so this guards today's figures (CEILING) against regressions. `npm run bench:bundle`
// prints both next to a single-bundle build.
import path from 'node:path';
import { CEILING, kib, measureSite } from '../../scripts/lib/bundle-report.mjs';
import { baseURL, origin, ports } from '../support/env';
import { expect, test } from '../support/fixtures';

test('first visits stay within the download ceiling', async ({ browser }) => {
  test.setTimeout(120_000);
  const snapshot = process.env.UNIVIDA_E2E_DIST;
  if (!snapshot) throw new Error('UNIVIDA_E2E_DIST is set by the global setup');
  const report = await measureSite(browser, baseURL, {
    remoteOrigins: {
      mf_university: origin(ports.mf_university),
      mf_housing: origin(ports.mf_housing),
      mf_social: origin(ports.mf_social),
      mf_account: origin(ports.mf_account),
      mf_admin: origin(ports.mf_admin),
    },
    distDir: (app: { dir: string }) => path.join(snapshot, app.dir),
  });
  const figures = {
    homeKiB: Math.round(kib(report.home.gzip) * 10) / 10,
    remoteExtraKiB: Object.fromEntries(
      report.remotes.map((remote) => [remote.name, Math.round(kib(remote.extra ?? 0) * 10) / 10]),
    ),
  };
  test.info().annotations.push({ type: 'bundle', description: JSON.stringify(figures) });
  expect(figures.homeKiB, 'Home download (KiB gzip)').toBeLessThanOrEqual(CEILING.homeKiB);
  for (const [name, extra] of Object.entries(figures.remoteExtraKiB)) {
    expect(extra, `${name}: extra beyond its own code (KiB gzip)`).toBeLessThanOrEqual(
      CEILING.remoteExtraKiB,
    );
  }
});
