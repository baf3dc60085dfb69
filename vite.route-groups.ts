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
  modules: Record<string, { renderedLength: number }>;
}
interface OutAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
type OutFile = OutChunk | OutAsset;

/**
 * The files `roots` load: themselves and every chunk they import, statically, at any depth. A file
 * `skip` accepts is left out with what only it would bring.
 */
export function chunkClosure(
  roots: Iterable<string>,
  importsOf: (file: string) => readonly string[],
  skip: (file: string) => boolean = () => false,
): Set<string> {
  const files = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.has(file) || skip(file)) continue;
    files.add(file);
    pending.push(...importsOf(file));
  }
  return files;
}

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

/** The measured build's route-preload.json: each route's first-load files. */
function routeLists(files: OutFile[]): Record<string, string[]> {
  const list = files.find((file) => file.fileName === 'route-preload.json') as OutAsset | undefined;
  return list
    ? (JSON.parse(String(list.source)) as { routes: Record<string, string[]> }).routes
    : {};
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
  const closure = (roots: string[]) =>
    chunkClosure(roots, (file) => chunks.get(file)?.imports ?? []);
  const routes = routeLists(files);
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
 * Below this many bytes of code (as rendered, before minifying), a set's own file costs a page more
 * than its bytes: over HTTP/1.1 a browser fetches six files at a time from an origin, and each wave
 * waits a round trip (150 ms on Lighthouse's phone, the time to receive some 30 KB), so a page of
 * 19 files waits four waves. 4 KB renders to about 0.5 KB compressed.
 */
export const SMALL_SET_BYTES = 4096;

const loadsIn = (key: string) => new Set(key.replace(GLUE, '').split('|'));

/**
 * Moves the modules of each small set of app code into the narrowest wider set, so a page fetches
 * fewer files; the loads in the wider set but not the small one download those few bytes more. A
 * set moves only where everything its modules import is in its own set or loaded by every load of
 * the wider one (otherwise those loads would start fetching more files). Wider sets go first, so
 * a small set's target has already taken what moved into it.
 */
export function mergeSmallSets(
  loadsOf: Map<string, string>,
  sizeOf: (id: string) => number,
  importsOf: (id: string) => readonly string[],
): Map<string, string> {
  const merged = new Map(loadsOf);
  const membersOf = () => {
    const members = new Map<string, string[]>();
    for (const [id, key] of merged) members.set(key, [...(members.get(key) ?? []), id]);
    return members;
  };
  const bytes = (ids: string[]) => ids.reduce((total, id) => total + sizeOf(id), 0);
  // The sets an import lands in: a module in no set (one of the federation's generated modules, or
  // a package's index that only re-exports) stands for what it imports.
  const setsImported = (id: string, seen = new Set<string>()): string[] => {
    if (seen.has(id)) return [];
    seen.add(id);
    const where = merged.get(id);
    if (where !== undefined) return [where];
    return importsOf(id).flatMap((next) => setsImported(next, seen));
  };
  const small = [...membersOf()]
    .filter(([key, ids]) => !key.endsWith(GLUE) && bytes(ids) < SMALL_SET_BYTES)
    .map(([key]) => key)
    .sort((a, b) => loadsIn(b).size - loadsIn(a).size);
  for (const key of small) {
    const members = membersOf();
    const ids = members.get(key) ?? [];
    const loads = loadsIn(key);
    const covers = (wider: Set<string>, other: string) =>
      [...wider].every((load) => loadsIn(other).has(load));
    const target = [...members.keys()]
      .filter((other) => !other.endsWith(GLUE) && other !== key)
      .map((other) => ({ other, wider: loadsIn(other) }))
      .filter(({ wider }) => wider.size > loads.size && [...loads].every((load) => wider.has(load)))
      .filter(({ other, wider }) =>
        ids
          .flatMap(importsOf)
          .every((imported) =>
            setsImported(imported).every(
              (where) => where === key || where === other || covers(wider, where),
            ),
          ),
      )
      .sort(
        (a, b) =>
          a.wider.size - b.wider.size ||
          bytes(members.get(b.other) ?? []) - bytes(members.get(a.other) ?? []),
      )[0];
    if (target) for (const id of ids) merged.set(id, target.other);
  }
  return merged;
}

/**
 * What a module of the measured build imports, as the bundler bound it: the modules of its own
 * chunk and of the chunks that chunk imports. A module's import list would name a package's index
 * (shared-ui's), which stands for every file of the package, when the bundler only binds the few
 * the module uses; the chunks a chunk imports are those it needs.
 */
export function boundImports(files: OutFile[]): (id: string) => readonly string[] {
  const chunks = files.filter((file): file is OutChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const imports = new Map<string, readonly string[]>();
  for (const chunk of chunks) {
    const bound = [chunk, ...chunk.imports.map((file) => byFile.get(file))].flatMap(
      (imported) => imported?.moduleIds ?? [],
    );
    for (const id of chunk.moduleIds) imports.set(id, bound);
  }
  return (id) => imports.get(id) ?? [];
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
      const sizes = new Map(
        files.flatMap((file) =>
          file.type === 'chunk'
            ? Object.entries(file.modules).map(
                ([id, { renderedLength }]) => [id, renderedLength] as const,
              )
            : [],
        ),
      );
      const loadsOf = mergeSmallSets(
        firstLoadsOf(
          files,
          Object.values(fragments).map((file) => resolve(root, file)),
        ),
        (id) => sizes.get(id) ?? 0,
        boundImports(files),
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
