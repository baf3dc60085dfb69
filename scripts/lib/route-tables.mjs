// Each remote's route table (its src/routes.ts, TypeScript) read from Node: the generated
// app-config.json and the benchmarks take the remotes' paths from here, never from a copy.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { remotes } from './apps.mjs';
import { repoRoot } from './paths.mjs';

async function loadTable(remote) {
  const file = pathToFileURL(path.join(repoRoot, remote.dir, 'src/routes.ts')).href;
  const table = Object.values(await tsImport(file, import.meta.url)).find(
    (value) => value && typeof value === 'object' && 'patterns' in value,
  );
  if (table?.remote !== remote.name) {
    throw new Error(`${remote.dir}/src/routes.ts must export defineRoutes('${remote.name}', …)`);
  }
  return table;
}

/** mf_housing → { remote, adminOnly, pagesLoadSupabase, patterns, paths }. */
export const routeTables = Object.fromEntries(
  await Promise.all(remotes.map(async (remote) => [remote.name, await loadTable(remote)])),
);

/** The URL patterns a remote owns, in table order. */
export const remoteRoutes = (name) => Object.values(routeTables[name].patterns);

/**
 * The static pages the shell's build writes for each remote: every route whose header does not
 * depend on data (its src/page-headers.ts), with the route's meta:
 * [{ path: '/notas-corte', meta: { title, description }, header: { title, subtitle } }].
 */
export async function staticPageHeaders() {
  const pages = [];
  for (const remote of remotes) {
    const file = path.join(repoRoot, remote.dir, 'src/page-headers.ts');
    let headers;
    try {
      ({ pageHeaders: headers } = await tsImport(pathToFileURL(file).href, import.meta.url));
    } catch (error) {
      if (error?.code === 'ERR_MODULE_NOT_FOUND') continue;
      throw error;
    }
    const table = routeTables[remote.name];
    for (const [key, header] of Object.entries(headers ?? {})) {
      const pattern = table.patterns[key];
      if (!pattern || pattern.includes(':')) {
        throw new Error(
          `${remote.dir}/src/page-headers.ts: ${key} is not a route without parameters`,
        );
      }
      pages.push({ path: pattern, meta: table.meta[key], header });
    }
  }
  return pages;
}

/**
 * The reads a remote's pages make first (its src/early-reads.ts), by route pattern, for its
 * route-preload.json: { '/zonas-ocio/:id': [{ path: 'leisure_spots?select=*&id=eq.:id' }] }.
 */
export async function earlyReadsOf(name) {
  const remote = remotes.find((candidate) => candidate.name === name);
  const file = path.join(repoRoot, remote.dir, 'src/early-reads.ts');
  let reads;
  try {
    ({ earlyReads: reads } = await tsImport(pathToFileURL(file).href, import.meta.url));
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') return {};
    throw error;
  }
  const table = routeTables[name];
  return Object.fromEntries(
    Object.entries(reads ?? {}).map(([key, list]) => {
      const pattern = table.patterns[key];
      if (!pattern) throw new Error(`${remote.dir}/src/early-reads.ts: ${key} is not a route`);
      return [pattern, list];
    }),
  );
}
