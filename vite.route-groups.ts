// A remote's chunks, grouped by the pages that load them first. Split only by which lazy import
// shares which module, a remote page came as 20-40 files, many under 2 KB; each request costs a
// round trip before its first byte and shares the link with the others, so on a phone the count
// weighs as much as the bytes. Modules that exactly the same first loads need can share one file
// without any page downloading a byte more.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { sharedSingletons } from './federation.shared';

/** A chunk's name: the first of its loads, as a file name ('/alojamiento/:id' → alojamiento-id). */
const slug = (key: string) =>
  (key.split('|')[0] ?? '')
    .replace(/^.*\/src\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '') || 'page';

/** Set while the measuring build runs, so it does not measure itself. */
const MEASURING = 'UNIVIDA_ROUTE_GROUPS_MEASURING';

interface OutChunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  moduleIds: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
}
interface OutAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
type OutFile = OutChunk | OutAsset;

/** Marks a set of federation glue, kept apart from the app's code (see isGlue). */
const GLUE = '|glue';

/**
 * The federation runtime's helpers and the bundled parts of shared packages (react/jsx-runtime):
 * what the bundle budget counts as federation's cost, so grouped in files of their own.
 */
function isGlue(id: string): boolean {
  const packages = ['@module-federation', ...Object.keys(sharedSingletons)];
  return packages.some((name) => id.includes(`/node_modules/${name}/`));
}

/**
 * For each module of the measured build, the first loads it belongs to: each route of the remote
 * (its route-preload.json list) and each fragment the remote exposes beside ./App (its chunk and
 * what that imports). Modules no first load runs (a dialog opened later) and the federation
 * plugin's generated modules, which its runtime finds by file, are left out.
 */
export function firstLoadsOf(files: OutFile[], fragments: string[]): Map<string, string> {
  const chunks = new Map(
    files.filter((file): file is OutChunk => file.type === 'chunk').map((c) => [c.fileName, c]),
  );
  const closure = (roots: string[]) => {
    const needed = new Set<string>();
    const pending = [...roots];
    while (pending.length > 0) {
      const file = pending.pop() as string;
      if (needed.has(file)) continue;
      needed.add(file);
      pending.push(...(chunks.get(file)?.imports ?? []));
    }
    return needed;
  };
  const list = files.find((file) => file.fileName === 'route-preload.json') as OutAsset | undefined;
  const routes = list
    ? (JSON.parse(String(list.source)) as { routes: Record<string, string[]> }).routes
    : {};
  const loads = new Map(Object.entries(routes).map(([route, names]) => [route, new Set(names)]));
  for (const fragment of fragments) {
    const facade = [...chunks.values()].find((chunk) => chunk.facadeModuleId === fragment);
    if (facade) loads.set(fragment, closure([facade.fileName]));
  }
  const loadsOf = new Map<string, string>();
  for (const chunk of chunks.values()) {
    if (chunk.isEntry) continue;
    const key = [...loads].filter(([, names]) => names.has(chunk.fileName)).map(([load]) => load);
    if (key.length === 0) continue;
    for (const id of chunk.moduleIds)
      if (!id.startsWith('\0') && !id.includes('virtual:mf'))
        loadsOf.set(id, key.join('|') + (isGlue(id) ? GLUE : ''));
  }
  return loadsOf;
}

/**
 * Builds the remote once without writing (the same config, chunked as Rolldown would), reads
 * which first loads need each module, then has the real build put each set of modules with the
 * same loads into one chunk named after the page it belongs to first. Sets of the most loads go
 * first, so a module's dependencies, needed wherever it is, stay in their own wider set.
 */
export function routeGroups(fragments: Record<string, string>): Plugin {
  return {
    name: 'univida-route-groups',
    apply: 'build',
    async config(config, env) {
      if (process.env[MEASURING] || env.isPreview) return null;
      const root = resolve(config.root ?? process.cwd());
      const { build } = await import('vite');
      process.env[MEASURING] = '1';
      let output;
      try {
        output = await build({
          root,
          mode: env.mode,
          logLevel: 'silent',
          build: { write: false, emptyOutDir: false },
        });
      } finally {
        delete process.env[MEASURING];
      }
      const files = (Array.isArray(output) ? output : [output]).flatMap(
        (out) => (out as { output: OutFile[] }).output,
      );
      const loadsOf = firstLoadsOf(
        files,
        Object.values(fragments).map((file) => resolve(root, file)),
      );
      const sets = [...new Set(loadsOf.values())];
      const width = (key: string) => key.replace(GLUE, '').split('|').length;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: sets.map((key, index) => ({
                  name: `${key.endsWith(GLUE) ? 'federation' : slug(key)}-${index}`,
                  test: (id: string) => loadsOf.get(id) === key,
                  // Glue first among equals: the app's modules import it, and would take it in.
                  priority: width(key) * 2 + (key.endsWith(GLUE) ? 1 : 0),
                })),
              },
            },
          },
        },
      };
    },
  };
}
