// The boundaries eslint.config.mjs promises (DESIGN §1 and §5), each shown failing on a violation:
// lint a snippet as if it lived at a path of the repo and read the rule that fires.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { repoRoot } from '../lib/paths.mjs';

const eslint = new ESLint({ cwd: repoRoot });

/** The rule ids ESLint reports for `code` placed at `filePath` (relative to the repo). */
async function rulesFired(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${filePath}` });
  return result.messages.map((message) => message.ruleId);
}

describe('eslint.config.mjs', () => {
  it('forbids a remote importing another remote, by package name or path', async () => {
    assert.deepEqual(
      await rulesFired('mf-housing/src/x.ts', "import App from '@univida/mf-social/src/App';\nexport { App };\n"),
      ['no-restricted-imports'],
    );
    assert.ok(
      (
        await rulesFired('mf-housing/src/x.ts', "import App from '../../mf-social/src/App';\nexport { App };\n")
      ).includes('import/no-restricted-paths'),
    );
  });

  it("lets an app build links from another remote's route table", async () => {
    assert.deepEqual(
      await rulesFired(
        'mf-account/src/x.ts',
        "import { housingRoutes } from '@univida/mf-housing/routes';\nexport const to = housingRoutes.paths.list();\n",
      ),
      [],
    );
  });

  it('forbids a shared package importing an app', async () => {
    assert.ok(
      (
        await rulesFired('shared-ui/src/x.ts', "import App from '../../shell/src/app/app';\nexport { App };\n")
      ).includes('import/no-restricted-paths'),
    );
  });

  it('keeps React Router and TanStack Query behind their shared wrappers', async () => {
    assert.deepEqual(
      await rulesFired('mf-social/src/x.ts', "import { Link } from 'react-router';\nexport { Link };\n"),
      ['no-restricted-imports'],
    );
    assert.deepEqual(
      await rulesFired('mf-social/src/x.ts', "import { useQuery } from '@tanstack/react-query';\nexport { useQuery };\n"),
      ['no-restricted-imports'],
    );
  });
});
