// The Vite and Module Federation build wiring for the shell and the five remotes, in one place so
// the shared list, file names, runtime options, servers and page template cannot drift between
// apps (DESIGN §2, §3). Each app's vite.config.ts is one call: defineRemoteConfig / defineHostConfig.
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { federation, type ModuleFederationOptions } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption } from 'vite';
import type { ViteUserConfig as UserConfig } from 'vitest/config';
import type { RemoteApp } from './scripts/lib/apps.mjs';
import { sharedSingletons } from './federation.shared';
import { chunkClosure, routeGroups } from './vite.route-groups';

/** An app's port (shell, mf_x) from SHELL_PORT / MF_X_PORT or its default 4000–4005. */
export { appPort } from './scripts/lib/apps.mjs';
import { appPort } from './scripts/lib/apps.mjs';

const repoRoot = dirname(fileURLToPath(import.meta.url));

interface PageOptions {
  /** The document title of the app's page ('UniVida · Alojamiento'). */
  title: string;
  description?: string;
  /**
   * A module (path from the app's root) whose `bootPage` says what the page shows before its script
   * runs: `style` goes in <head>, `root` inside #root, which React replaces on its first render
   * (the shell's header bar and cookie banner, shell/src/layout/boot-page.ts). Read with tsx at build
   * time.
   */
  boot?: string;
  /**
   * A module whose `routePage(index, { meta, header })` turns the built index.html into a route's
   * own page; the build writes one, `<path>.html`, for every route a remote lists in its
   * src/page-headers.ts (the shell's header of the page, shell/src/layout/boot-page-header.ts).
   */
  routePages?: string;
  /**
   * A module (path from the app's root) the built page runs before its entry, as its own small
   * file: it must import none of the shared libraries (the shell's src/early/page-start.ts). The
   * entry may import it too; the module runs once. In dev it runs when the entry imports it.
   */
  start?: string;
}

const DEFAULT_DESCRIPTION =
  'UniVida — Tu vida universitaria, simplificada: notas de corte, alojamiento, compañeros de piso, ocio y eventos.';

const NO_BOOT = { style: '', root: '' };

/** A boot module's `bootPage` (TypeScript importing workspace packages, hence tsx). */
async function bootPage(file: string): Promise<typeof NO_BOOT> {
  const { tsImport } = await import('tsx/esm/api');
  const module = (await tsImport(pathToFileURL(file).href, import.meta.url)) as {
    bootPage?: typeof NO_BOOT;
  };
  if (!module.bootPage) throw new Error(`${file} exports no bootPage`);
  return module.bootPage;
}

/**
 * Every app's index.html comes from the one template (app.html at the repo root): written into
 * the app's folder when Vite starts (it reads index.html from disk), git-ignored there.
 */
function pageFromTemplate({ title, description = DEFAULT_DESCRIPTION, boot }: PageOptions): Plugin {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    name: 'univida-page-template',
    enforce: 'pre',
    async configResolved(config) {
      const { style, root } = boot ? await bootPage(join(config.root, boot)) : NO_BOOT;
      const html = readFileSync(join(repoRoot, 'app.html'), 'utf8')
        .replace('%UNIVIDA_TITLE%', escape(title))
        .replace('%UNIVIDA_DESCRIPTION%', escape(description))
        .replace('%UNIVIDA_BOOT_STYLE%', style)
        .replace('%UNIVIDA_BOOT%', root);
      const file = join(config.root, 'index.html');
      if (!existsSync(file) || readFileSync(file, 'utf8') !== html) writeFileSync(file, html);
    },
  };
}

/** Text files worth compressing; smaller ones gain nothing over one network packet. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside every text file of the
 * build, once, so the static servers answer with the encoding the browser accepts instead of
 * compressing per request (scripts/lib/serve.mjs; README, "Compression" for a CDN). Node's zlib does
 * both, so no library is needed.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = '';
  return {
    name: 'univida-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every other plugin has written its files (the federation plugin rewrites index.html).
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
        const files = entries
          .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
          .map((entry) => join(entry.parentPath, entry.name))
          .filter((file) => !file.includes('/.vite/'));
        await Promise.all(
          files.map(async (file) => {
            const body = await readFile(file);
            if (body.length < MIN_COMPRESS_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gzipAsync(body, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      },
    },
  };
}

/**
 * Writes `<path>.html` beside index.html for each route whose page header is static: the same
 * page with the route's title, description and header in it, so they show before any script. The
 * servers answer `/notas-corte` with notas-corte.html (as CDNs do), and any other path with
 * index.html.
 */
function routePages(file: string): Plugin {
  let root = '';
  return {
    name: 'univida-route-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('routePages: the build wrote no index.html');
        const { tsImport } = await import('tsx/esm/api');
        const { routePage } = (await tsImport(
          pathToFileURL(join(root, file)).href,
          import.meta.url,
        )) as { routePage: (index: string, page: unknown) => string };
        const { staticPageHeaders } = await import('./scripts/lib/route-tables.mjs');
        for (const page of await staticPageHeaders()) {
          this.emitFile({
            type: 'asset',
            fileName: `${page.path.slice(1)}.html`,
            source: routePage(String(index.source), page),
          });
        }
      },
    },
  };
}

/**
 * Builds `start` as an entry of its own and puts it first in index.html (PageOptions.start). Vite
 * joins every module script of a page into one entry, so the page cannot simply list it.
 */
function pageStart(start: string): Plugin {
  let file = '';
  return {
    name: 'univida-page-start',
    apply: 'build',
    config(config) {
      const root = resolve(config.root ?? process.cwd());
      file = resolve(root, start);
      return {
        build: { rolldownOptions: { input: { index: join(root, 'index.html'), start: file } } },
      };
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        const chunk = Object.values(bundle).find(
          (out) => out.type === 'chunk' && out.isEntry && out.facadeModuleId === file,
        );
        if (chunk?.type !== 'chunk' || index?.type !== 'asset')
          throw new Error(`pageStart: ${start} was not built`);
        const html = String(index.source);
        // Its imports (the chunk its folder is grouped into, see startupChunk) download with it.
        const preloads = chunk.imports
          .filter((name) => !html.includes(`/${name}"`))
          .map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`);
        const script = `<script type="module" crossorigin src="/${chunk.fileName}"></script>`;
        index.source = html.replace('<script', `${[script, ...preloads].join('')}\n    <script`);
      },
    },
  };
}

/** What every app's Vite config shares: React, the page template, the build target. */
function appConfig(port: number, page: PageOptions, plugins: PluginOption[]): UserConfig {
  return {
    plugins: [
      react(),
      pageFromTemplate(page),
      ...plugins,
      // After the plugins that finish index.html (the federation entry, its preloads), which the
      // route pages copy.
      ...(page.start ? [pageStart(page.start)] : []),
      ...(page.routePages ? [routePages(page.routePages)] : []),
      precompress(),
    ],
    // The shell's public files (the favicon) serve every app's page.
    publicDir: join(repoRoot, 'shell/public'),
    build: { target: 'es2022' },
    preview: { port, strictPort: true, cors: true },
  };
}

interface RemoteTestOptions {
  /**
   * Start supabase-local (PGlite, migrated and seeded) once for the package's unit tests, for data
   * code tested against the real backend (`@univida/shared-testing/backend`).
   */
  backend?: boolean;
}

interface RemoteOptions extends RemoteTestOptions {
  /**
   * Fragments the remote exposes beside ./App for the shell to compose into its own pages
   * (e.g. `{ './ForYou': './src/for-you.tsx' }`), each loaded only where the shell renders it.
   */
  exposes?: Record<string, string>;
}

/** A remote's whole Vite config: `export default defineRemoteConfig('mf_housing', { title })`. */
export function defineRemoteConfig(
  name: RemoteApp['name'],
  page: PageOptions,
  options: RemoteOptions = {},
): UserConfig {
  const port = appPort(name);
  return {
    ...appConfig(port, page, [federatedRemote(name, { exposes: options.exposes })]),
    // `origin` makes dev-server asset URLs absolute, so they resolve when the shell hosts this remote.
    server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true },
    test: {
      environment: 'jsdom',
      // The design system's jsdom setup (jest-dom matchers, layout API stubs Radix needs).
      setupFiles: ['@univida/shared-ui/test/setup'],
      include: ['src/**/*.test.{ts,tsx}'],
      globalSetup: options.backend ? ['@univida/supabase-local/testing/vitest-backend'] : [],
    },
  };
}

/** The shell's Vite config; `plugins` adds its own (the dev app-config). */
export function defineHostConfig(page: PageOptions, plugins: PluginOption[] = []): UserConfig {
  const port = appPort('shell');
  const config = appConfig(port, page, [...federatedHost(), ...plugins]);
  return {
    ...config,
    build: {
      ...config.build,
      // Every browser of the es2022 target but Safari before 17 reads <link rel="modulepreload">
      // itself; there the page's modules load as they are imported, which costs time, not function.
      modulePreload: { polyfill: false },
      rolldownOptions: { output: startupChunk(page.start) },
    },
    server: { port, strictPort: true },
  };
}

/**
 * Everything the shell's entry runs statically (main.tsx, bootstrap and the frame it renders,
 * react-dom's client, the federation runtime) builds into one chunk. Split by which lazy chunk
 * shares which module, it came as 27 files, most under 2 KB: over HTTP/1.1 a browser fetches six
 * at a time per origin, each costing a round trip before its first byte. The federation plugin's
 * generated modules stay apart (the shared libraries' loadShare wrappers are loaded by the runtime,
 * by URL). Lazy chunks then import from the startup chunk, so module bodies must still run in
 * source order across chunks: strictExecutionOrder, which otherwise leaves a styled() call before
 * the component it wraps.
 */
const startupChunk = (start?: string) => ({
  strictExecutionOrder: true,
  codeSplitting: {
    groups: [
      // The page's first script (PageOptions.start) and the modules of its folder stay one small
      // file of their own, which the startup chunk imports; so do where supabase-js keeps the
      // session, which the startup code and the first script both read, and how Storage's URLs
      // are written, which shared-auth and the first script's early reads both use (alone, it
      // was one more file on every page).
      ...(start
        ? [
            {
              name: 'start',
              test: (id: string) =>
                id.includes(`/${dirname(start)}/`) ||
                id.endsWith('/client/session-key.ts') ||
                id.endsWith('/client/storage-paths.ts'),
              priority: 2,
            },
          ]
        : []),
      {
        name: 'startup',
        tags: ['$initial' as const],
        test: (id: string) => !id.startsWith('\0') && !id.includes('virtual:mf'),
        priority: 1,
      },
    ],
  },
  // Each group takes its name from a module it holds, which need not be the one it is for.
  chunkFileNames: (chunk: { moduleIds: string[] }) =>
    chunk.moduleIds.some((id) => id.endsWith('/src/bootstrap.tsx'))
      ? 'assets/startup-[hash].js'
      : start && chunk.moduleIds.some((id) => id.endsWith(`/${start}`))
        ? `assets/${basename(start, extname(start))}-[hash].js`
        : 'assets/[name]-[hash].js',
});

interface FederationOptions {
  /** A remote's fragments exposed beside ./App. */
  exposes?: Record<string, string>;
  /** Extra plugin options, merged last (escape hatch for experiments). */
  override?: Partial<ModuleFederationOptions>;
}

const common = {
  shared: sharedSingletons,
  // Types come from the workspace packages themselves; the plugin's DTS server is not needed.
  dts: false,
  manifest: false,
  dev: { remoteHmr: true },
} satisfies Partial<ModuleFederationOptions>;

/**
 * A remote: exposes ./App at remoteEntry.js and reads the MF runtime from the host
 * (`experiments.externalRuntime`), so each remote ships no copy of runtime-core.
 */
export function federatedRemote(
  name: RemoteApp['name'],
  opts: FederationOptions = {},
): PluginOption[] {
  return [
    appConfigDevServer(),
    bundleGraph(),
    routePreload(name),
    routeGroups(opts.exposes ?? {}),
    ...federation({
      ...common,
      name,
      filename: 'remoteEntry.js',
      exposes: { './App': './src/app.tsx', ...opts.exposes },
      experiments: { externalRuntime: true },
      ...opts.override,
    }),
    standaloneRuntimeProvider(),
  ];
}

/**
 * The shell: no static remotes (they are registered at runtime from /app-config.json) and the
 * one provider of the MF runtime-core every remote uses.
 */
export function federatedHost(opts: FederationOptions = {}): PluginOption[] {
  return [
    appConfigDevServer(),
    bundleGraph(),
    ...federation({
      ...common,
      name: 'shell',
      remotes: {},
      experiments: { provideExternalRuntime: true },
      ...opts.override,
    }),
    startupPreload(),
    runtimeWithoutSnapshots(),
  ];
}

/**
 * The federation runtime's snapshot support (manifest remotes, its own preloading, devtools) is
 * code every page downloads in the startup chunk; the remotes here are plain remoteEntry.js files
 * and routes preload their own files (route-preload.json), so production builds leave it out. Dev
 * keeps it: remote hot updates go through it.
 */
function runtimeWithoutSnapshots(): Plugin {
  return {
    name: 'univida-runtime-without-snapshots',
    apply: 'build',
    config: () => ({ define: { FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true' } }),
  };
}

/**
 * The shell's page starts its startup code as a chain: the federation entry awaits the runtime's
 * init, whose shared libraries (React, ReactDOM, styled-components) arrive through loadShare modules
 * that each import the next, and only then runs main; several round trips before the first render
 * on a phone's connection. Every chunk of that chain is known at build time, so the page lists them
 * as <link rel="modulepreload">: fetched at once, run in the same order as before. Only chunks
 * every page runs are listed (the shared libraries' wrappers and what they load at once), so no
 * page downloads more than it did.
 */
function startupPreload(): Plugin {
  return {
    name: 'univida-startup-preload',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, OutputChunkLike>();
        for (const out of Object.values(bundle)) {
          if (out.type === 'chunk') chunks.set(out.fileName, out);
        }
        // The entry's wait for the shared libraries (pendingShares), and each loadShare wrapper
        // with the workspace packages it loads (shared-auth and shared-router; the wrappers' other
        // dynamic imports are not loadShare chunks of the shell). The startup chunk is a static
        // import of the entry, which Vite already lists.
        const loadShares = [...chunks.values()].filter((chunk) =>
          chunk.fileName.includes('__loadShare__'),
        );
        const roots = [
          ...[...chunks.values()]
            .filter((chunk) => /\/pendingShares-[\w-]+\.js$/.test(chunk.fileName))
            .map((chunk) => chunk.fileName),
          ...loadShares.flatMap((chunk) => [chunk.fileName, ...chunk.dynamicImports]),
        ];
        const needed = chunkClosure(roots, (file) => chunks.get(file)?.imports ?? []);
        for (const out of Object.values(bundle)) {
          if (out.type !== 'asset' || out.fileName !== 'index.html') continue;
          const html = out.source.toString();
          const missing = [...needed].filter((file) => !html.includes(`/${file}"`)).sort();
          const links = missing
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
            .join('');
          // The runtime config every page waits for, fetched while the code downloads; the page's
          // first script's request (page-start.ts: same URL, mode and credentials) takes it.
          const config = '<link rel="preload" href="/app-config.json" as="fetch" crossorigin>';
          const code = (name: string, holds: RegExp) =>
            `<meta name="univida:${name}" content="${sharedCode(chunks, holds, needed)
              .map((file) => `/${file}`)
              .join(' ')}">`;
          const pageCode =
            code('query-code', /\/shared-query\/src\/index\.ts$/) +
            code('supabase-code', /\/node_modules\/@supabase\/supabase-js\//) +
            code('reader-code', /\/shared-auth\/src\/client\/reader\.ts$/);
          out.source = html.replace('</head>', `${config}${pageCode}${links}</head>`);
        }
      },
    },
  };
}

/**
 * A remote's page list entry in src/app.tsx: `cutOffScores: lazy(() => import('./pages/…'))`, the
 * loader possibly wrapped once (`lazy(loadWith(loadSupabase, () => import('./pages/…')))`).
 */
const PAGE_ENTRY =
  /(\w+)\s*:\s*lazy\(\s*(?:(\w+)\(\s*(?:(\w+)\s*,\s*)?)?\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\4\s*\)\s*(?:\)\s*,?\s*)?\)/g;

/**
 * Writes route-preload.json beside remoteEntry.js: for each path of the remote's route table, the
 * chunks its page runs (remoteEntry's imports, the App chunk and the two remoteEntry imports on
 * demand to expose it, the page's chunk and their static imports), relative to the file; and in
 * `loadsSupabase`, the paths whose page chunk brings the Supabase client with it; in `reads`, the
 * reads each page makes first (the remote's src/early-reads.ts). The shell fetches
 * it together with remoteEntry.js and modulepreloads the list, so the page's code downloads at once
 * instead of one chunk after another. It is deployed with the chunks it names and served no-cache
 * like remoteEntry.js, so a redeployed remote never announces stale names; a file missing from it
 * only costs speed.
 */
function routePreload(name: RemoteApp['name']): Plugin {
  let appFile = '';
  const pageModules = new Map<string, string>();
  // Pages whose chunk brings the Supabase client (`lazy(loadWith(loadSupabase, …))`) or only the
  // reader of its first data (`loadWith(loadReader, …)`) with it.
  const pagesWithSupabase = new Set<string>();
  const pagesWithReader = new Set<string>();
  return {
    name: 'univida-route-preload',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      appFile = resolve(config.root, 'src/app.tsx');
    },
    async transform(code, id) {
      if (id !== appFile) return null;
      for (const [, key, wrapper, needs, , specifier] of code.matchAll(PAGE_ENTRY)) {
        const resolved = await this.resolve(specifier as string, id);
        if (resolved) pageModules.set(key as string, resolved.id);
        if (wrapper === 'loadWith' && needs === 'loadSupabase')
          pagesWithSupabase.add(key as string);
        if (wrapper === 'loadWith' && needs === 'loadReader') pagesWithReader.add(key as string);
      }
      return null;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const { earlyReadsOf, routeTables } = await import('./scripts/lib/route-tables.mjs');
        const chunks = Object.values(bundle).filter((out) => out.type === 'chunk');
        const holding = (moduleId: string) =>
          chunks.find((chunk) => Object.keys(chunk.modules).includes(moduleId))?.fileName;
        const closure = (roots: (string | undefined)[]) => {
          const needed = chunkClosure(
            roots.filter((file): file is string => Boolean(file)),
            (file) => chunks.find((chunk) => chunk.fileName === file)?.imports ?? [],
          );
          needed.delete('remoteEntry.js');
          return [...needed].sort();
        };
        // remoteEntry imports these two when the shell asks for ./App, after it has run: the
        // import map of the remote's shares and the exposed module's own small chunk.
        const appStart = chunks
          .filter(
            (chunk) =>
              chunk.facadeModuleId === appFile || chunk.fileName.includes('localSharedImportMap'),
          )
          .map((chunk) => chunk.fileName);
        const common = ['remoteEntry.js', holding(appFile), ...appStart];
        const routes: Record<string, string[]> = {};
        for (const [key, pattern] of Object.entries(routeTables[name]?.patterns ?? {})) {
          const page = pageModules.get(key);
          // The convention is what makes the list right: a page it cannot find fails the build.
          if (!page)
            throw new Error(`${name}: src/app.tsx has no \`${key}: lazy(() => import(…))\``);
          routes[pattern] = closure([...common, holding(page)]);
        }
        const patternsOf = (pages: Set<string>) =>
          Object.entries(routeTables[name]?.patterns ?? {})
            .filter(([key]) => pages.has(key))
            .map(([, pattern]) => pattern);
        const loadsSupabase = patternsOf(pagesWithSupabase);
        const loadsReader = patternsOf(pagesWithReader);
        this.emitFile({
          type: 'asset',
          fileName: 'route-preload.json',
          source: JSON.stringify({
            routes,
            loadsSupabase,
            loadsReader,
            reads: await earlyReadsOf(name),
          }),
        });
      },
    },
  };
}

/**
 * The shell's chunks holding a module that `holds` matches, with what they import that the page has
 * not loaded already (`loaded`): TanStack Query's share, which the shell provides to every remote's
 * App and never runs itself, and supabase-js, which a page reading data needs. The page's first
 * script preloads them on a remote's route (shell/src/early/page-start.ts), where they used to be
 * found only once the remote's code ran.
 */
function sharedCode(
  chunks: Map<string, OutputChunkLike>,
  holds: RegExp,
  loaded: Set<string>,
): string[] {
  const holders = [...chunks.values()]
    .filter((chunk) => chunk.moduleIds.some((id) => holds.test(id)))
    .map((chunk) => chunk.fileName);
  const files = chunkClosure(
    holders,
    (file) => chunks.get(file)?.imports ?? [],
    (file) => loaded.has(file),
  );
  return [...files].sort();
}

interface OutputChunkLike {
  moduleIds: string[];
  dynamicImports: string[];
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * `npm run dev` passes the runtime config in UNIVIDA_APP_CONFIG; the dev and preview servers answer
 * /app-config.json with it, as the production servers do. Without the variable nothing changes.
 */
function appConfigDevServer(): Plugin {
  const serve = (server: { middlewares: { use: (path: string, fn: Middleware) => void } }) => {
    const config = process.env.UNIVIDA_APP_CONFIG;
    if (!config) return;
    server.middlewares.use('/app-config.json', (_req, res) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(config);
    });
  };
  return { name: 'univida-app-config', configureServer: serve, configurePreviewServer: serve };
}

/**
 * Writes dist/.vite/bundle-graph.json: for each emitted JS chunk, the share of its rendered bytes
 * that is this app's own code — its src/ plus the packages it bundles for itself rather than
 * sharing (its package.json dependencies that are not federation singletons, e.g. zod or the
 * tree-shaken @univida/shared-ui, and what those depend on, e.g. radix-ui) — and the share that is
 * glue the build generates (federation wrappers, import map, runtime, Vite's preload helper), so
 * the bundle benchmark can tell own code, library code and federation overhead apart. Not served
 * (dot folder).
 */
function bundleGraph(): Plugin {
  let ownSrc = '';
  let ownPackages = new Set<string>();
  // Workspace packages resolve to their real folders (e.g. /repo/shared-ui/), not node_modules.
  let ownWorkspaceDirs: string[] = [];
  const packageOf = (id: string) => {
    const rest = id.slice(id.lastIndexOf('/node_modules/') + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  };
  // Route tables are data each app bundles for its links (its own and other remotes' tables): the
  // app's own code, not federation cost.
  const isRouteTable = (id: string) => /\/mf-[a-z]+\/src\/routes\.ts$/.test(id);
  // A shared workspace package's other entry points (its package.json exports besides ".", such as
  // @univida/shared-router/route-table or @univida/shared-auth/auth-messages) are stateless modules
  // each app bundles for itself: its own code too.
  let bundledEntries = new Set<string>();
  const isOwn = (id: string) =>
    id.startsWith(ownSrc) ||
    isRouteTable(id) ||
    bundledEntries.has(id) ||
    ownWorkspaceDirs.some((dir) => id.startsWith(dir)) ||
    (id.includes('/node_modules/') && ownPackages.has(packageOf(id) ?? ''));
  return {
    name: 'univida-bundle-graph',
    apply: 'build',
    configResolved(config) {
      ownSrc = `${config.root}/src/`;
      const require = createRequire(`${config.root}/package.json`);
      // The folder holding `name`'s package.json, found from its entry (exports may hide the file).
      const packageDir = (name: string) => {
        let dir: string;
        try {
          dir = dirname(realpathSync(require.resolve(name)));
        } catch {
          return null; // types-only or export-less package: nothing of it is bundled
        }
        while (dir !== dirname(dir)) {
          const file = `${dir}/package.json`;
          if (
            existsSync(file) &&
            (JSON.parse(readFileSync(file, 'utf8')) as Manifest).name === name
          )
            return dir;
          dir = dirname(dir);
        }
        return null;
      };
      const dependenciesOf = (dir: string) =>
        Object.keys(
          (JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as Manifest).dependencies ?? {},
        ).filter((name) => !(name in sharedSingletons));
      bundledEntries = new Set(
        Object.keys(sharedSingletons).flatMap((name) => {
          const dir = packageDir(name);
          if (!dir || dir.includes('/node_modules/')) return [];
          const { exports = {} } = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as {
            exports?: Record<string, string>;
          };
          return Object.entries(exports)
            .filter(([entry]) => entry !== '.')
            .map(([, file]) => resolve(dir, file));
        }),
      );
      ownPackages = new Set();
      ownWorkspaceDirs = [];
      const pending = dependenciesOf(config.root);
      while (pending.length > 0) {
        const name = pending.pop() as string;
        if (ownPackages.has(name)) continue;
        ownPackages.add(name);
        const dir = packageDir(name);
        if (!dir) continue;
        if (!dir.includes('/node_modules/')) ownWorkspaceDirs.push(`${dir}/`);
        pending.push(...dependenciesOf(dir));
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((out) => {
        if (out.type !== 'chunk') return [];
        let own = 0;
        let glue = 0;
        let total = 0;
        for (const [id, info] of Object.entries(out.modules)) {
          total += info.renderedLength;
          if (isOwn(id)) own += info.renderedLength;
          else if (isGlue(id)) glue += info.renderedLength;
        }
        const share = (part: number) => (total === 0 ? 0 : part / total);
        return [
          { file: out.fileName, ownShare: share(own), glueShare: total === 0 ? 1 : share(glue) },
        ];
      });
      this.emitFile({
        type: 'asset',
        fileName: '.vite/bundle-graph.json',
        source: JSON.stringify({ chunks }, null, 1),
      });
    },
  };
}

/** Modules the build generates rather than takes from a package: virtual (\0-prefixed or the
 * federation plugin's virtual:mf ids), the federation runtime, and Vite's preload helper. */
const isGlue = (id: string) =>
  id.startsWith('\0') ||
  id.includes('virtual:mf') ||
  id.includes('__mf_') ||
  id.includes('/@module-federation/') ||
  id.includes('vite/preload-helper');

interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
}

type Middleware = (
  req: unknown,
  res: { setHeader(name: string, value: string): void; end(body: string): void },
) => void;

const STANDALONE_RUNTIME_ID = 'virtual:univida-standalone-runtime';
const RESOLVED_STANDALONE_RUNTIME_ID = `\0${STANDALONE_RUNTIME_ID}`;

/**
 * A remote opened on its own (its index.html) has no host to provide the MF runtime, so its page —
 * and only its page, never remoteEntry.js — publishes runtime-core in a module script placed before
 * the plugin's bootstrap (module scripts evaluate in document order). The file-path import bypasses
 * the plugin's `@module-federation/runtime-core` shim.
 */
function standaloneRuntimeProvider(): Plugin {
  const require = createRequire(import.meta.url);
  // The package's ESM entry sits beside the CJS one that require.resolve returns.
  const runtimeCoreFile = require
    .resolve('@module-federation/runtime-core')
    .replace(/index\.cjs$/, 'index.js');
  let isBuild = false;
  return {
    name: 'univida-standalone-runtime',
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    buildStart() {
      if (isBuild)
        this.emitFile({ type: 'chunk', id: STANDALONE_RUNTIME_ID, name: 'standalone-runtime' });
    },
    resolveId: (id) => (id === STANDALONE_RUNTIME_ID ? RESOLVED_STANDALONE_RUNTIME_ID : undefined),
    load(id) {
      if (id !== RESOLVED_STANDALONE_RUNTIME_ID) return undefined;
      return [
        `import * as core from ${JSON.stringify(runtimeCoreFile)};`,
        'globalThis._FEDERATION_RUNTIME_CORE ??= core;',
      ].join('\n');
    },
    // Dev: an inline module script first in <head> (MF's dev host init runs after it).
    transformIndexHtml: {
      order: 'pre',
      handler: () =>
        isBuild
          ? undefined
          : [
              {
                tag: 'script',
                attrs: { type: 'module' },
                children: `import '${STANDALONE_RUNTIME_ID}';`,
                injectTo: 'head-prepend',
              },
            ],
    },
    // Build: MF rewrites every module <script src> into a bootstrap that awaits its host init,
    // which already needs runtime-core; so the tag goes in after that rewrite, ahead of it.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunk = Object.values(bundle).find(
          (out) => out.type === 'chunk' && out.facadeModuleId === RESOLVED_STANDALONE_RUNTIME_ID,
        );
        if (!chunk) return;
        const tag = `<script type="module" crossorigin src="/${chunk.fileName}"></script>`;
        for (const out of Object.values(bundle)) {
          if (out.type !== 'asset' || !out.fileName.endsWith('.html')) continue;
          const html = out.source.toString();
          const at = html.search(/<script\b/i);
          out.source = at === -1 ? html + tag : html.slice(0, at) + tag + html.slice(at);
        }
      },
    },
  };
}
