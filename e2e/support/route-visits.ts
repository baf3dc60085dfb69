// Every route of every route table (the shell's and each remote's) as a URL to open, for the specs
// that check the same thing on the whole site (layout shift, axe, titles, screenshots). New routes
// join them by being in a table; a new pattern with parameters needs a seed row below.
import type { PageMeta } from '@univida/shared-router/route-table';
import { adminState, studentState } from './env';
import { remoteTables, shellRoutes } from './route-tables';
import { seed } from './seed-ids';

export interface RouteVisit {
  /** 'mf_university · cutOffScores' */
  name: string;
  pattern: string;
  path: string;
  meta: PageMeta;
  /** The browser state to visit with (admin-only remotes); default a visitor. */
  storageState?: string;
}

/** A seed row for each pattern with parameters. */
const SAMPLE_PARAMS: Record<string, Record<string, string | number>> = {
  '/carrera/:id': { id: seed.degree },
  '/alojamiento/:id': { id: seed.accommodation },
  '/roomie-match/:id': { id: seed.student },
  '/zonas-ocio/:id': { id: seed.spot },
  '/eventos/:id': { id: seed.event },
};

/** Pages that send a visitor to /login: visited as the seed student. */
const SIGNED_IN_ONLY = new Set(['/chats']);

/** Opening these changes data (/setup-admin creates the admin): their own specs cover them. */
const SIDE_EFFECTS = new Set(['/setup-admin']);

function fill(pattern: string): string {
  if (!pattern.includes(':')) return pattern;
  const params = SAMPLE_PARAMS[pattern];
  if (!params) throw new Error(`route-visits.ts: add a seed row for ${pattern} to SAMPLE_PARAMS`);
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

export const routeVisits: RouteVisit[] = [shellRoutes, ...remoteTables].flatMap((table) =>
  Object.entries(table.patterns)
    .filter(([, pattern]) => !SIDE_EFFECTS.has(pattern))
    .map(([key, pattern]) => ({
      name: `${table.remote} · ${key}`,
      pattern,
      path: fill(pattern),
      meta: (table.meta as Record<string, PageMeta>)[key]!,
      ...(SIGNED_IN_ONLY.has(pattern) && { storageState: studentState }),
      ...(table.adminOnly && { storageState: adminState }),
    })),
);

/** True once a route's page has rendered: its level-1 heading, no loading skeleton left. */
export const PAGE_READY = 'main h1';
