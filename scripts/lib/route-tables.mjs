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
