// Each remote's route table (its src/routes.ts, TypeScript) read from Node: the generated
// app-config.json and the benchmarks take the remotes' paths from here, never from a copy.
import fs from 'node:fs';
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

/** mf_housing → { remote, adminOnly, pagesLoadSupabase, visitorRedirects, patterns, paths }. */
export const routeTables = Object.fromEntries(
  await Promise.all(remotes.map(async (remote) => [remote.name, await loadTable(remote)])),
);

/** The URL patterns a remote owns, in table order. */
export const remoteRoutes = (name) => Object.values(routeTables[name].patterns);

/**
 * What a remote's optional `src/<file>` exports as `name`, keyed by its route table's keys, as
 * [key, pattern, value] (none when the remote has no such file). A key that is not a route fails,
 * and so does the file if it does not load (a missing import inside it is not a missing file).
 */
async function perRoute(remote, file, name) {
  const filePath = path.join(repoRoot, remote.dir, 'src', file);
  if (!fs.existsSync(filePath)) return [];
  const values = (await tsImport(pathToFileURL(filePath).href, import.meta.url))[name];
  const table = routeTables[remote.name];
  return Object.entries(values ?? {}).map(([key, value]) => {
    const pattern = table.patterns[key];
    if (!pattern) throw new Error(`${remote.dir}/src/${file}: ${key} is not a route`);
    return [key, pattern, value];
  });
}

/**
 * The static pages the shell's build writes for each remote: every route whose header does not
 * depend on data (its src/page-headers.ts), with the route's meta:
 * [{ path: '/notas-corte', meta: { title, description }, header: { title, subtitle } }].
 */
export async function staticPageHeaders() {
  const pages = [];
  for (const remote of remotes) {
    for (const [key, pattern, header] of await perRoute(remote, 'page-headers.ts', 'pageHeaders')) {
      if (pattern.includes(':')) {
        throw new Error(
          `${remote.dir}/src/page-headers.ts: ${key} is not a route without parameters`,
        );
      }
      pages.push({ path: pattern, meta: routeTables[remote.name].meta[key], header });
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
  const reads = await perRoute(remote, 'early-reads.ts', 'earlyReads');
  return Object.fromEntries(reads.map(([, pattern, list]) => [pattern, list]));
}
