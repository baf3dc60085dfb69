// The boundaries eslint.config.mjs promises (DESIGN §1 and §5), each shown failing on a violation:
// lint a snippet as if it lived at a path of the repo and read the rule that fires.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { repoRoot } from '../lib/paths.mjs';

const eslint = new ESLint({ cwd: repoRoot });

/**
 * The rule ids ESLint reports for `code` placed at `filePath` (relative to the repo). The path
 * should be an existing file when the code imports: import/no-cycle reads the file's neighbours.
 */
async function rulesFired(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${filePath}` });
  return result.messages.map((message) => message.ruleId);
}

describe('eslint.config.mjs', () => {
  it('forbids a remote importing another remote, by package name or path', async () => {
    assert.deepEqual(
      await rulesFired(
        'mf-housing/src/main.tsx',
        "import App from '@univida/mf-social/src/app';\nexport { App };\n",
      ),
      ['no-restricted-imports'],
    );
    assert.ok(
      (
        await rulesFired(
          'mf-housing/src/main.tsx',
          "import App from '../../mf-social/src/app';\nexport { App };\n",
        )
      ).includes('import/no-restricted-paths'),
    );
  });

  it("lets an app build links from another remote's route table", async () => {
    assert.deepEqual(
      await rulesFired(
        'mf-account/src/main.tsx',
        "import { housingRoutes } from '@univida/mf-housing/routes';\nexport const to = housingRoutes.paths.list();\n",
      ),
      [],
    );
  });

  it('forbids a shared package importing an app', async () => {
    assert.ok(
      (
        await rulesFired(
          'shared-ui/src/index.ts',
          "import App from '../../shell/src/app/app';\nexport { App };\n",
        )
      ).includes('import/no-restricted-paths'),
    );
  });

  it('keeps React Router and TanStack Query behind their shared wrappers', async () => {
    assert.deepEqual(
      await rulesFired(
        'mf-social/src/main.tsx',
        "import { Link } from 'react-router';\nexport { Link };\n",
      ),
      ['no-restricted-imports'],
    );
    assert.deepEqual(
      await rulesFired(
        'mf-social/src/main.tsx',
        "import { useQuery } from '@tanstack/react-query';\nexport { useQuery };\n",
      ),
      ['no-restricted-imports'],
    );
  });

  it('forbids a feature importing another feature; a page may compose both', async () => {
    const code =
      "import { useCutOffScores } from '../../cut-off-scores/api/get-cut-off-scores';\nexport { useCutOffScores };\n";
    assert.ok(
      (
        await rulesFired(
          'mf-university/src/features/degree-detail/components/degree-tabs.tsx',
          code,
        )
      ).includes('import/no-restricted-paths'),
    );
    const fromPage =
      "import { useCutOffScores } from '../../features/cut-off-scores/api/get-cut-off-scores';\nexport { useCutOffScores };\n";
    assert.deepEqual(
      await rulesFired('mf-university/src/pages/degree-detail/degree-detail-page.tsx', fromPage),
      [],
    );
  });

  it('wants kebab-case file names, except the design system component folders', async () => {
    assert.deepEqual(
      await rulesFired('mf-social/src/pages/EventList.tsx', 'export const a = 1;\n'),
      ['check-file/filename-naming-convention'],
    );
    assert.deepEqual(
      await rulesFired('shared-ui/src/components/Button/Button.tsx', 'export const a = 1;\n'),
      [],
    );
  });

  it('refuses an import cycle', async () => {
    // Two real files that import each other (no-cycle follows imports on disk).
    const dir = path.join(repoRoot, 'mf-social/src/eslint-cycle-probe');
    fs.mkdirSync(dir, { recursive: true });
    try {
      fs.writeFileSync(
        path.join(dir, 'first.ts'),
        "import { second } from './second';\nexport const first = () => second;\n",
      );
      fs.writeFileSync(
        path.join(dir, 'second.ts'),
        "import { first } from './first';\nexport const second = () => first;\n",
      );
      const results = await eslint.lintFiles([dir]);
      assert.deepEqual(
        results.map((result) => result.messages.map((message) => message.ruleId)),
        [['import/no-cycle'], ['import/no-cycle']],
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
