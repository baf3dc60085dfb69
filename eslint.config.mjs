// Lint for the whole monorepo (`npm run lint`, zero warnings allowed). Besides the usual
// TypeScript and hooks rules it enforces the dependency direction of DESIGN §1:
// shell → (at runtime) mf-* → shared-ui, shared-auth; never sideways, never backwards.
import js from '@eslint/js';
import fs from 'node:fs';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mf-university', 'mf-housing', 'mf-social', 'mf-account', 'mf-admin'];
const apps = ['shell', ...remotes];

/** A remote reaches another remote only by URL, and the shell only at runtime. */
const appZones = apps.map((app) => ({
  target: `./${app}`,
  from: apps.filter((other) => other !== app).map((other) => `./${other}`),
  message: 'An app never imports another app: link to its routes by URL (DESIGN §1).',
}));
/** Imports no app makes: other apps by package name, and the libraries shared through a wrapper. */
const restrictedImports = [
  {
    // A remote's route table is the exception: links to its pages are built from it (the
    // bundler inlines the strings, so no code of the other app is loaded).
    regex: '^@univida/(shell|mf-[a-z]+)(?!/routes$)(/.*)?$',
    message:
      'Apps are composed at runtime through Module Federation, never imported (only their route tables, @univida/mf-x/routes).',
  },
  {
    group: ['@tanstack/react-query', '@tanstack/react-query/*'],
    message: 'Import TanStack Query from @univida/shared-query, the one shared cache.',
  },
  {
    group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
    message: 'Import router APIs from @univida/shared-router, the one shared router instance.',
  },
];

/**
 * Features never import each other (DESIGN §5, bulletproof-react): a page composes them. One zone
 * per feature folder of every app, read from the tree so a new feature is covered at once.
 */
const featureZones = apps.flatMap((app) => {
  const dir = `${app}/src/features`;
  const features = fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    : [];
  return features.map(({ name }) => ({
    target: `./${dir}/${name}/**`,
    from: `./${dir}`,
    except: [`./${name}`],
    message: 'A feature never imports another feature: compose them in a page (src/pages).',
  }));
});

const sharedZones = [
  {
    target: './shared-*/**',
    from: apps.map((app) => `./${app}`),
    message: 'Shared packages never depend on the apps that use them.',
  },
  {
    target: './shared-ui',
    from: './shared-auth',
    message: 'shared-auth builds on shared-ui, not the other way round.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.d.ts',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { node: { extensions: ['.js', '.mjs', '.ts', '.tsx'] } },
      // So import/no-cycle can read the TypeScript files an import leads to.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      // Path references declare ambient module augmentation (the styled-components theme type).
      '@typescript-eslint/triple-slash-reference': [
        'error',
        { path: 'always', types: 'prefer-import' },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import/no-restricted-paths': [
        'error',
        { zones: [...appZones, ...sharedZones, ...featureZones] },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // Workspace packages of apps are not libraries: importing one by name is the same violation.
      'no-restricted-imports': ['error', { patterns: restrictedImports }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The one place each of these libraries is imported.
    files: ['shared-router/**', 'shared-query/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tests render pages in react-router's MemoryRouter, which the shared router does not ship.
    files: ['**/__tests__/**', '**/src/test/**', 'shared-testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: restrictedImports.filter((rule) => !rule.group?.includes('react-router')),
          paths: [
            {
              name: 'react-router',
              allowImportNames: ['MemoryRouter'],
              message:
                'Tests take only MemoryRouter from react-router; the rest from @univida/shared-router.',
            },
            {
              name: 'react-router-dom',
              message: 'Import router APIs from @univida/shared-router.',
            },
          ],
        },
      ],
    },
  },
  {
    // kebab-case file names everywhere but the design system's component folders, which follow
    // the one-folder-per-component convention (Button/Button.tsx, DESIGN §5).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['shared-ui/src/components/**', 'shared-ui/src/toast/**', 'shared-ui/src/theme/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
);
