// Download budget (bytes are deterministic, so they are enforced here, not only benchmarked):
// Home ≤ 180 KiB gzip of JS+CSS, and a remote's first visit adds ≤ 15 KiB of federation extra
// beyond its own code and the shared libraries the shell serves (see scripts/lib/bundle-report.mjs).
// `npm run bench:bundle` prints the same figures next to a single-bundle build.
import path from 'node:path';
import { BUDGET, kib, measureSite } from '../../scripts/lib/bundle-report.mjs';
import { baseURL, origin, ports } from '../support/env';
import { expect, test } from '../support/fixtures';

test('first visits stay within the download budget', async ({ browser }) => {
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
  expect(figures.homeKiB, 'Home download (KiB gzip)').toBeLessThanOrEqual(BUDGET.homeKiB);
  for (const [name, extra] of Object.entries(figures.remoteExtraKiB)) {
    expect(
      extra,
      `${name}: federation extra beyond its own code and the shell's libraries (KiB gzip)`,
    ).toBeLessThanOrEqual(BUDGET.remoteExtraKiB);
  }
});
