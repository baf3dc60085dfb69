// Which first loads need each module (vite.route-groups.ts), read from a measured build's output:
// the grouping that follows is only byte-neutral if these sets are exact.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tsImport } from 'tsx/esm/api';

const { firstLoadsOf } = await tsImport('../../vite.route-groups.ts', import.meta.url);

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
