// npm test: lint and types, every package's unit and conformance tests, the attack suite, then the
// Playwright suite against the production builds in Debian's Chromium. Exits non-zero if any
// step fails.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { repoRoot } from './lib/paths.mjs';
import { clearVitestReports, VITEST_REPORT, vitestFailures } from './lib/test-failures.mjs';

ensureInstalled();
ensureChromium();
const { buildAll } = await import('./lib/build.mjs');

// Every vitest run also writes a JSON report, read back at the end to name what failed. The
// attack suite keeps its verbose reporter: each case prints its name and verdict.
const vitestReporting = (shown) => [
  '--',
  `--reporter=${shown}`,
  '--reporter=json',
  `--outputFile.json=${VITEST_REPORT}`,
];
clearVitestReports();

const results = [];
async function step(name, action) {
  const started = Date.now();
  let ok = true;
  try {
    await action();
  } catch (error) {
    ok = false;
    console.error(`\n✘ ${name}: ${error instanceof Error ? error.message : error}`);
  }
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function npx(args) {
  const result = spawnSync('npx', args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npx ${args.join(' ')} exited with ${result.status}`);
}

await step('lint', () => {
  npx(['eslint', '.', '--max-warnings=0']);
  // The lint rules themselves, each shown failing on a violation.
  const result = spawnSync(process.execPath, ['--test', 'scripts/__tests__/'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the ESLint config tests failed');
});
if (await step('build', buildAll)) {
  await step('typecheck', () => npx(['lerna', 'run', 'typecheck', '--concurrency', '1']));
  await step('unit', () =>
    npx([
      'lerna',
      'run',
      'test',
      '--ignore',
      '@univida/e2e',
      '--ignore',
      '@univida/security',
      '--concurrency',
      '1',
      // Every package's tests run even after one fails, so a run reports all of its failures.
      '--no-bail',
      ...vitestReporting('default'),
    ]),
  );
  await step('security', () =>
    npx(['lerna', 'run', 'test', '--scope', '@univida/security', ...vitestReporting('verbose')]),
  );
  await step('e2e', () => npx(['lerna', 'run', 'test', '--scope', '@univida/e2e']));
}

const failed = results.filter((result) => !result.ok);
const failedTests = vitestFailures();
if (failedTests.length > 0)
  console.log(
    `\nFailed unit and security tests:\n${failedTests.map((line) => `  ✘ ${line}`).join('\n')}`,
  );
console.log(
  `\nnpm test: ${results.map((r) => `${r.name} ${r.ok ? '✔' : '✘'} (${r.seconds} s)`).join(', ')} — ${
    failed.length === 0 ? 'all passed' : `${failed.map((r) => r.name).join(', ')} failed`
  }`,
);
process.exit(failed.length === 0 ? 0 : 1);
