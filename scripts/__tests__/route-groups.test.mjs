// Which first loads need each module (vite.route-groups.ts), read from a measured build's output:
// the grouping that follows is only byte-neutral if these sets are exact.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tsImport } from 'tsx/esm/api';

const { boundImports, chunkClosure, firstLoadsOf, mergeSmallSets, SMALL_SET_BYTES } =
  await tsImport('../../vite.route-groups.ts', import.meta.url);

const chunk = (fileName, moduleIds, imports = [], extra = {}) => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
  facadeModuleId: null,
  isEntry: false,
  ...extra,
});
const routeList = (routes) => ({
  type: 'asset',
  fileName: 'route-preload.json',
  source: JSON.stringify({ routes }),
});

describe('firstLoadsOf', () => {
  const files = [
    chunk('remoteEntry.js', ['\0virtual:mf-entry', '/app/src/entry.ts'], ['assets/common.js'], {
      isEntry: true,
    }),
    chunk('assets/common.js', [
      '/app/src/theme.ts',
      '/app/node_modules/x/index.js',
      '/app/node_modules/react/jsx-runtime.js',
      '/app/node_modules/@module-federation/runtime/dist/utils.js',
    ]),
    chunk('assets/list.js', ['/app/src/list-page.tsx']),
    chunk('assets/detail.js', ['/app/src/detail-page.tsx', '/app/src/gallery.tsx']),
    chunk('assets/dialog.js', ['/app/src/dialog.tsx']),
    chunk('assets/share.js', ['\0virtual:mf-loadShare-react', 'virtual:mf-import-map']),
    chunk('assets/for-you.js', ['/app/src/for-you.tsx'], ['assets/common.js'], {
      facadeModuleId: '/app/src/for-you.tsx',
    }),
    routeList({
      '/list': ['assets/common.js', 'assets/list.js', 'assets/share.js'],
      '/list/:id': ['assets/common.js', 'assets/detail.js', 'assets/share.js'],
    }),
  ];
  const loads = firstLoadsOf(files, ['/app/src/for-you.tsx']);

  it('keys each module by the routes and fragments whose first load runs its chunk', () => {
    assert.equal(loads.get('/app/src/theme.ts'), '/list|/list/:id|/app/src/for-you.tsx');
    assert.equal(loads.get('/app/node_modules/x/index.js'), loads.get('/app/src/theme.ts'));
    assert.equal(loads.get('/app/src/list-page.tsx'), '/list');
    assert.equal(loads.get('/app/src/detail-page.tsx'), '/list/:id');
    assert.equal(loads.get('/app/src/gallery.tsx'), '/list/:id');
    assert.equal(loads.get('/app/src/for-you.tsx'), '/app/src/for-you.tsx');
  });

  it('keeps federation glue (its runtime, bundled parts of shared packages) in sets of its own', () => {
    const glue = '/list|/list/:id|/app/src/for-you.tsx|glue';
    assert.equal(loads.get('/app/node_modules/react/jsx-runtime.js'), glue);
    assert.equal(loads.get('/app/node_modules/@module-federation/runtime/dist/utils.js'), glue);
  });

  it('leaves out what no first load runs, entries and the federation’s generated modules', () => {
    assert.equal(loads.has('/app/src/dialog.tsx'), false);
    assert.equal(loads.has('/app/src/entry.ts'), false);
    assert.equal(loads.has('\0virtual:mf-loadShare-react'), false);
    assert.equal(loads.has('virtual:mf-import-map'), false);
  });

  it('groups nothing when the build wrote no route list', () => {
    assert.equal(firstLoadsOf(files.slice(0, -1), []).size, 0);
  });
});

describe('mergeSmallSets', () => {
  // Three routes; the sets as firstLoadsOf keys them.
  const every = '/a|/b|/c';
  const loads = new Map([
    ['/src/frame.tsx', every],
    ['/src/big-ab.tsx', '/a|/b'],
    ['/src/tiny-a.tsx', '/a'],
    ['/src/tiny-b.tsx', '/b'],
    ['/src/tiny-c.tsx', '/c'],
    ['/src/only-c.tsx', '/c'],
    ['/node_modules/react/jsx-runtime.js', `${every}|glue`],
    ['/node_modules/@module-federation/x.js', '/a|glue'],
  ]);
  const small = SMALL_SET_BYTES / 4;
  const sizes = { '/src/big-ab.tsx': SMALL_SET_BYTES * 4, '/src/only-c.tsx': SMALL_SET_BYTES * 2 };
  const imports = {
    '/src/tiny-a.tsx': ['/node_modules/react/jsx-runtime.js', '/src/frame.tsx'],
    '/src/tiny-b.tsx': ['/src/big-ab.tsx'],
    // Through a package's index, gone from the output: it stands for what it re-exports.
    '/src/tiny-c.tsx': ['/packages/ui/index.ts'],
    '/packages/ui/index.ts': ['/src/big-ab.tsx', '/src/frame.tsx'],
  };
  const merged = mergeSmallSets(
    loads,
    (id) => sizes[id] ?? small,
    (id) => imports[id] ?? [],
  );

  it('moves a small set into the narrowest wider set whose loads already load what it imports', () => {
    // Both /a|/b and every route's set load what tiny-a imports: the narrower takes it.
    assert.equal(merged.get('/src/tiny-a.tsx'), '/a|/b');
    // tiny-b imports big-ab, which /c does not load: into /a|/b, not into every route's set.
    assert.equal(merged.get('/src/tiny-b.tsx'), '/a|/b');
  });

  it('keeps a small set where moving it would make other routes fetch what it imports', () => {
    // Its one wider set is every route's, and it imports big-ab (through the index), which /c
    // would then fetch.
    assert.equal(merged.get('/src/tiny-c.tsx'), '/c');
  });

  it('leaves big sets, glue and what every route loads where they are', () => {
    assert.equal(merged.get('/src/big-ab.tsx'), '/a|/b');
    assert.equal(merged.get('/src/only-c.tsx'), '/c');
    assert.equal(merged.get('/src/frame.tsx'), every);
    assert.equal(merged.get('/node_modules/@module-federation/x.js'), '/a|glue');
  });
});

describe('boundImports', () => {
  // A page importing one component through a package's index: the bundler bound only the chunk
  // that holds it, not the package's other files.
  const importsOf = boundImports([
    chunk('assets/page.js', ['/src/page.tsx', '/src/page-part.tsx'], ['assets/button.js']),
    chunk('assets/button.js', ['/packages/ui/button.tsx']),
    chunk('assets/calendar.js', ['/packages/ui/calendar.tsx']),
    routeList({ '/page': ['assets/page.js', 'assets/button.js'] }),
  ]);

  it('gives a module the modules of its chunk and of the chunks that chunk imports', () => {
    assert.deepEqual(importsOf('/src/page.tsx'), [
      '/src/page.tsx',
      '/src/page-part.tsx',
      '/packages/ui/button.tsx',
    ]);
    assert.deepEqual(importsOf('/packages/ui/calendar.tsx'), ['/packages/ui/calendar.tsx']);
  });

  it('gives nothing for a module the build left out (an index that only re-exports)', () => {
    assert.deepEqual(importsOf('/packages/ui/index.ts'), []);
  });
});

describe('chunkClosure', () => {
  const imports = { a: ['b', 'c'], b: ['d'], c: ['d', 'a'], d: [], e: ['a'] };
  const importsOf = (file) => imports[file] ?? [];

  it('gives the roots and everything they import, at any depth, once', () => {
    assert.deepEqual([...chunkClosure(['a'], importsOf)].sort(), ['a', 'b', 'c', 'd']);
  });

  it('leaves out a skipped file and what only it brings', () => {
    assert.deepEqual([...chunkClosure(['a'], importsOf, (file) => file === 'b')].sort(), [
      'a',
      'c',
      'd',
    ]);
    assert.deepEqual([...chunkClosure(['e'], importsOf, (file) => file === 'a')], ['e']);
  });
});
