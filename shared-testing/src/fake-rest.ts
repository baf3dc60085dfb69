// An in-memory stand-in for the PostgREST reads the apps send, behind the real supabase-js client.
// It answers only what the request asks for — rows in insertion order unless the request orders
// them, only the rows its filters keep — so a test cannot pass because the fake did the work
// (drop `.order()` from a query and its test sees the insertion order). Writes are not faked:
// test those against a real database.
import { initSupabase, loadSupabase } from '@univida/shared-auth';
import { vi } from 'vitest';

export type Row = Record<string, unknown>;

export interface FakeRestOptions {
  /** Tables whose every request answers 500, to show an error state. */
  failing?: string[];
  /**
   * What the planner estimates a table holds, answered to `count=estimated` (PostgREST's estimate
   * past db-max-rows, which can be off either way), to show what a list does with a wrong one.
   */
  estimates?: Record<string, number>;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const compare = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/** The filters supabase-js writes as `col=op.value` (eq, neq, gt, gte, lt, lte, in, ilike). */
function matches(row: Row, column: string, filter: string): boolean {
  const [op, ...rest] = filter.split('.');
  const value = rest.join('.');
  const cell = row[column];
  switch (op) {
    case 'eq':
      return String(cell) === value;
    case 'neq':
      return String(cell) !== value;
    case 'gt':
      return compare(cell, Number.isNaN(Number(value)) ? value : Number(value)) > 0;
    case 'gte':
      return compare(cell, Number.isNaN(Number(value)) ? value : Number(value)) >= 0;
    case 'lt':
      return compare(cell, Number.isNaN(Number(value)) ? value : Number(value)) < 0;
    case 'lte':
      return compare(cell, Number.isNaN(Number(value)) ? value : Number(value)) <= 0;
    case 'in':
      return value
        .replace(/^\(|\)$/g, '')
        .split(',')
        .includes(String(cell));
    case 'ilike': {
      const pattern = value.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/[*%]/g, '.*');
      return new RegExp(`^${pattern}$`, 'i').test(String(cell));
    }
    default:
      throw new Error(`fake-rest: unsupported filter ${column}=${filter}`);
  }
}

const RESERVED = new Set(['select', 'order', 'offset', 'limit']);

function answer(
  tables: Record<string, Row[]>,
  options: FakeRestOptions,
  request: Request,
): Response {
  const url = new URL(request.url);
  const table = url.pathname.replace('/rest/v1/', '');
  if (options.failing?.includes(table))
    return json({ message: 'boom', code: 'XX000', details: null, hint: null }, 500);
  const source = tables[table];
  if (!source || !['GET', 'HEAD'].includes(request.method)) {
    return json(
      {
        message: `fake-rest: no ${request.method} ${table}`,
        code: 'PGRST205',
        details: null,
        hint: null,
      },
      404,
    );
  }

  let rows = source.filter((row) =>
    [...url.searchParams].every(([key, filter]) => RESERVED.has(key) || matches(row, key, filter)),
  );
  const order = url.searchParams.get('order');
  if (order) {
    const terms = order.split(',').map((term) => term.split('.') as [string, string?]);
    rows = [...rows].sort((a, b) => {
      for (const [column, direction] of terms) {
        const difference = compare(a[column], b[column]);
        if (difference !== 0) return direction === 'desc' ? -difference : difference;
      }
      return 0;
    });
  }
  const total = rows.length;
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? total);
  rows = rows.slice(offset, offset + limit);

  const select = url.searchParams.get('select');
  if (select && select !== '*') {
    const columns = select.split(',').map((column) => column.trim());
    rows = rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])));
  }
  if (request.headers.get('accept')?.includes('vnd.pgrst.object')) {
    if (rows.length !== 1) {
      return json(
        {
          code: 'PGRST116',
          message: 'Cannot coerce the result to a single JSON object',
          details: null,
          hint: null,
        },
        406,
      );
    }
    return json(rows[0]);
  }
  // count=estimated counts exactly below db-max-rows (1000), unless the test set an estimate.
  const prefer = request.headers.get('prefer') ?? '';
  const estimate = /count=estimated/.test(prefer) ? options.estimates?.[table] : undefined;
  const reported = estimate ?? (/count=(?:exact|estimated)/.test(prefer) ? total : null);
  if (reported !== null && offset > reported) {
    return json(
      {
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: `An offset of ${offset} was requested, but there are only ${reported} rows.`,
        hint: null,
      },
      416,
    );
  }
  const counted = reported === null ? '*' : String(reported);
  const range = rows.length ? `${offset}-${offset + rows.length - 1}/${counted}` : `*/${counted}`;
  if (request.method === 'HEAD')
    return new Response(null, { status: 200, headers: { 'content-range': range } });
  return json(rows, 200, { 'content-range': range });
}

let configured = false;

/**
 * Points the page's one Supabase client at `tables` and loads it, as the shell does before mounting
 * a remote (await it in beforeEach; a later call replaces the data). Returns the fetch mock.
 */
export async function installFakeRest(
  tables: Record<string, Row[]>,
  options: FakeRestOptions = {},
) {
  if (!configured) {
    initSupabase({ supabaseUrl: 'http://supabase.test', supabaseAnonKey: 'anon-key' });
    configured = true;
  }
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(tables, options, new Request(input, init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  await loadSupabase();
  return fetchMock;
}
