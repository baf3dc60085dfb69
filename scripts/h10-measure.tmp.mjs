// TEMP (H10): measure federated figures without cold build / single bundle. Deleted before report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { remotes } from './lib/apps.mjs';
import { buildStale } from './lib/build.mjs';
import { kib, measureSite } from './lib/bundle-report.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { snapshotDists, startStack } from './lib/stack.mjs';
const base = 4850;
const ports = { supabase: 54891, shell: base, ...Object.fromEntries(remotes.map((r, i) => [r.name, base + 1 + i])) };
if (!process.argv.includes('--no-build')) await buildStale();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'h10-bench-'));
const distDir = snapshotDists(path.join(workDir, 'dist'));
const stack = await startStack({ ports, dataDir: path.join(workDir, 'db'), distDir, backendEnv: { RATE_LIMIT: 'off' } });
const browser = await launchChromium();
try {
  const ctx = await browser.newContext({ baseURL: stack.url });
  const page = await ctx.newPage();
  const files = [];
  page.on('pageerror', (e) => console.error('PAGEERROR', e.message));
  page.on('response', async (r) => {
    const t = r.request().resourceType();
    if (!['script', 'stylesheet'].includes(t)) return;
    try { files.push([zlib.gzipSync(await r.body(), { level: 9 }).length, r.url()]); } catch {}
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await new Promise((r) => setTimeout(r, 500));
  for (const [g, u] of files.sort((a, b) => b[0] - a[0])) console.log((g / 1024).toFixed(1).padStart(6), u.replace(/_virtual_mf___mfe_internal__/, '…'));
  const remoteArg = process.argv.find((a) => a.startsWith('--visit='));
  if (remoteArg) {
    files.length = 0;
    const to = remoteArg.slice(8);
    await page.evaluate((t) => { history.pushState({}, '', t); dispatchEvent(new PopStateEvent('popstate')); }, to);
    await page.waitForTimeout(3000);
    await page.waitForLoadState('networkidle');
    console.log('--- visit', to);
    for (const [g, u] of files.sort((a, b) => b[0] - a[0])) console.log((g / 1024).toFixed(1).padStart(6), u.replace(/_virtual_mf___mfe_internal__/, '…'));
  }
  await ctx.close();
  if (process.argv.includes('--files-only')) process.exit(0);
  const origins = Object.fromEntries(Object.entries(stack.appConfig.remotes).map(([n, r]) => [n, new URL(r.entry).origin]));
  const rep = await measureSite(browser, stack.url, { remoteOrigins: origins, distDir });
  console.log('HOME', kib(rep.home.gzip).toFixed(1));
  for (const r of rep.remotes) console.log(r.name, 'total', kib(r.gzip).toFixed(1), 'own', kib(r.own).toFixed(1), 'extra', kib(r.extra).toFixed(1));
} finally {
  await browser.close();
  await stack.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
