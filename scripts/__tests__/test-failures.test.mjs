// npm test's closing list of failed unit and attack tests, read from vitest's JSON reports: each
// kind of report a run can leave behind, in a repository of the test's own.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { clearVitestReports, VITEST_REPORT, vitestFailures } from '../lib/test-failures.mjs';

/** A repository with one package that never ran (no report) and these packages' reports. */
function repoWith(reports) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'univida-reports-'));
  fs.mkdirSync(path.join(root, 'no-report'));
  for (const [pkg, content] of Object.entries(reports(root))) {
    const file = path.join(root, pkg, VITEST_REPORT);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

/** One test file's entry as vitest's JSON reporter writes it (jest's format, absolute name). */
const testFile = (root, pkg, name, status, tests) => ({
  name: path.join(root, pkg, name),
  status,
  message: '',
  assertionResults: tests,
});

describe('vitestFailures', () => {
  it('names each failed test with its package, file and first error line; passing ones not', () => {
    const root = repoWith((at) => ({
      'shared-ui': {
        success: false,
        testResults: [
          testFile(at, 'shared-ui', 'src/a.test.tsx', 'failed', [
            { fullName: 'A works', status: 'passed', failureMessages: [] },
            {
              fullName: 'A fails',
              status: 'failed',
              failureMessages: ['\nAssertionError: 1 !== 2\n    at x'],
            },
          ]),
        ],
      },
      'shared-map': {
        success: true,
        testResults: [testFile(at, 'shared-map', 'src/b.test.ts', 'passed', [])],
      },
    }));
    assert.deepEqual(vitestFailures(root), [
      'shared-ui/src/a.test.tsx › A fails: AssertionError: 1 !== 2',
    ]);
  });

  it('names a file that failed in a hook, with no failed test of its own', () => {
    const root = repoWith((at) => ({
      supabase: {
        success: false,
        testResults: [testFile(at, 'supabase', 'tests/rls.test.ts', 'failed', [])],
      },
    }));
    assert.deepEqual(vitestFailures(root), [
      'supabase/tests/rls.test.ts: failed outside its tests (a hook or an import)',
    ]);
  });

  it('says when a report cannot be read or a run failed outside any file', () => {
    const root = repoWith(() => ({
      'mf-admin': '{"testResults": [',
      'mf-social': { success: false, testResults: [] },
    }));
    assert.deepEqual(vitestFailures(root), [
      'mf-admin: its report could not be read; see its output above',
      'mf-social: failed outside any test; see its output above',
    ]);
  });

  it("lists nothing once an earlier run's reports are cleared", () => {
    const root = repoWith(() => ({ 'mf-social': { success: false, testResults: [] } }));
    clearVitestReports(root);
    assert.deepEqual(vitestFailures(root), []);
  });
});
