// The failed tests of every package's vitest run, read back from the JSON report each run writes
// beside its package, so the end of `npm test`'s output names them (a CI log is often read from
// its tail, far below where vitest printed them).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './paths.mjs';

/** Each package's report, relative to the package (vitest's --outputFile.json resolves it so). */
export const VITEST_REPORT = 'test-results/vitest.json';

// `root` is the repository's; a test gives its own.
const reports = (root) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((entry) => ({ name: entry.name, path: join(root, entry.name, VITEST_REPORT) }))
    .filter((report) => existsSync(report.path));

/** Removes the reports of an earlier run, so only this run's failures are listed. */
export function clearVitestReports(root = repoRoot) {
  for (const report of reports(root)) rmSync(report.path);
}

/**
 * One line per failed test: package, file, test name and the first line of its error. A report
 * that cannot be read (a run killed while writing it) or a failed run with no failed test (an
 * error outside any test) gets a line of its own, pointing at the log above.
 */
export function vitestFailures(root = repoRoot) {
  const lines = [];
  for (const report of reports(root)) {
    let result;
    try {
      result = JSON.parse(readFileSync(report.path, 'utf8'));
    } catch {
      lines.push(`${report.name}: its report could not be read; see its output above`);
      continue;
    }
    const before = lines.length;
    for (const file of result.testResults ?? []) {
      const where = `${report.name}/${relative(join(root, report.name), file.name)}`;
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (failed.length === 0 && file.status === 'failed')
        lines.push(
          `${where}: ${firstLine(file.message) || 'failed outside its tests (a hook or an import)'}`,
        );
      for (const test of failed) {
        lines.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
    }
    if (result.success === false && lines.length === before)
      lines.push(`${report.name}: failed outside any test; see its output above`);
  }
  return lines;
}

const firstLine = (text = '') => text.split('\n').find((line) => line.trim()) ?? '';
