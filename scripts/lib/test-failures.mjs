// The failed tests of every package's vitest run, read back from the JSON report each run writes
// beside its package, so the end of `npm test`'s output names them (a CI log is often read from
// its tail, far below where vitest printed them).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

/** Each package's report, relative to the package (vitest's --outputFile.json resolves it so). */
export const VITEST_REPORT = 'test-results/vitest.json';

const reports = () =>
  readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, path: join(repoRoot, entry.name, VITEST_REPORT) }))
    .filter((report) => existsSync(report.path));

/** Removes the reports of an earlier run, so only this run's failures are listed. */
export function clearVitestReports() {
  for (const report of reports()) rmSync(report.path);
}

/** One line per failed test: package, file, test name and the first line of its error. */
export function vitestFailures() {
  const lines = [];
  for (const report of reports()) {
    const { testResults = [] } = JSON.parse(readFileSync(report.path, 'utf8'));
    for (const file of testResults) {
      const where = `${report.name}/${file.name.slice(file.name.indexOf(`/${report.name}/`) + report.name.length + 2)}`;
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      if (failed.length === 0 && file.status === 'failed')
        lines.push(`${where}: ${firstLine(file.message)}`);
      for (const test of failed) {
        lines.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
    }
  }
  return lines;
}

const firstLine = (text = '') => text.split('\n').find((line) => line.trim()) ?? '';
