// Request headers PostgREST reads: Prefer, Accept (array, single object, CSV, nulls=stripped,
// the EXPLAIN plan), Range / Range-Unit, and Accept-Profile / Content-Profile for the schema.
import { parseError, RestError } from './errors.js';
import type { RestRequest } from './types.js';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  singleObject: boolean;
  /** `tx=rollback`: run, answer as if committed, roll back (supabase-js `.rollback()`). */
  tx?: 'commit' | 'rollback';
  /** Preference-Applied header value. */
  applied: string[];
}

const PREFERENCES: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  params: ['single-object'],
  tx: ['commit', 'rollback'],
};

/** Unknown or malformed preferences are ignored, as PostgREST does without handling=strict. */
export function parsePrefer(header: string | undefined): Preferences {
  const found = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', value = ''] = part
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (PREFERENCES[name]?.includes(value)) found.set(name, value);
  }
  return {
    return: (found.get('return') as Preferences['return'] | undefined) ?? 'minimal',
    count: found.get('count') as Preferences['count'],
    resolution: found.get('resolution') as Preferences['resolution'],
    missingDefault: found.get('missing') === 'default',
    singleObject: found.get('params') === 'single-object',
    tx: found.get('tx') as Preferences['tx'],
    applied: [...found]
      .filter(([name]) => name !== 'params')
      .map(([name, value]) => `${name}=${value}`),
  };
}

/** `Accept: application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose`. */
export interface PlanRequest {
  format: 'json' | 'text';
  /** The media type whose query is explained. */
  for: string;
  options: Array<'analyze' | 'verbose' | 'settings' | 'buffers' | 'wal'>;
}

export interface MediaType {
  kind: 'array' | 'object' | 'csv' | 'plan';
  stripNulls: boolean;
  plan?: PlanRequest;
}

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'] as const;

function planRequest(type: string, params: string[]): PlanRequest {
  const param = (name: string) =>
    params.find((p) => p.startsWith(`${name}=`))?.slice(name.length + 1).replace(/^"(.*)"$/, '$1');
  const options = (param('options') ?? '').split('|');
  return {
    format: type.endsWith('+json') ? 'json' : 'text',
    for: param('for') ?? 'application/json',
    options: PLAN_OPTIONS.filter((option) => options.includes(option)),
  };
}

export function parseAccept(header: string | undefined): MediaType {
  if (!header) return { kind: 'array', stripNulls: false };
  for (const entry of header.split(',')) {
    const [type = '', ...params] = entry.split(';').map((s) => s.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (/^application\/vnd\.pgrst\.plan(\+json|\+text)?$/.test(type)) {
      return { kind: 'plan', stripNulls: false, plan: planRequest(type, params) };
    }
    if (
      [
        '*/*',
        'application/*',
        'application/json',
        'application/vnd.pgrst.array+json',
        'application/vnd.pgrst.array',
      ].includes(type)
    ) {
      return { kind: 'array', stripNulls };
    }
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { kind: 'object', stripNulls };
    }
    if (type === 'text/csv' || type === 'text/*') return { kind: 'csv', stripNulls: false };
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${header}`);
}

/** `Range: 0-9` (items) → offset/limit; an open end `5-` only sets the offset. */
export function parseRange(req: RestRequest): { offset: number; limit?: number } | undefined {
  const header = req.headers.range;
  if (!header) return undefined;
  const unit = req.headers['range-unit'];
  if (unit !== undefined && unit !== 'items') return undefined;
  const match = /^(?:items=)?(\d+)-(\d*)$/.exec(header.trim());
  if (!match) throw parseError(`"failed to parse Range header (${header})"`);
  const from = Number(match[1]);
  const to = match[2] === '' ? undefined : Number(match[2]);
  if (to !== undefined && to < from) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `The lower boundary must be lower than or equal to the upper boundary in the Range header.`,
    );
  }
  return { offset: from, limit: to === undefined ? undefined : to - from + 1 };
}

/** The schema a request addresses: Accept-Profile (GET/HEAD) or Content-Profile, else the first. */
export function chooseSchema(req: RestRequest, schemas: readonly string[]): string {
  const profile = ['GET', 'HEAD'].includes(req.method.toUpperCase())
    ? req.headers['accept-profile']
    : req.headers['content-profile'];
  if (profile === undefined) return schemas[0]!;
  if (!schemas.includes(profile)) {
    throw new RestError(406, 'PGRST106', `The schema must be one of the following: ${schemas.join(', ')}`);
  }
  return profile;
}
