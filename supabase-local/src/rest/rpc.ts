// POST/GET/HEAD /rpc/fn: picks the overload whose argument names match, binds the arguments
// as one JSON value expanded with json_to_record (so Postgres applies each argument's type),
// and returns scalars as JSON scalars and row sets through the same select/filter machinery.
import type { SqlExec } from '../db/types.js';
import { QueryBuilder, type Shape } from './builder.js';
import type { Catalog, DbFunction } from './catalog.js';
import { RestError } from './errors.js';
import type { BoundedRequest, RestResponse } from './types.js';
import { parseAccept, parsePrefer } from './negotiate.js';
import { parseSelect } from './parse-select.js';
import { collectNodeParams } from './query-params.js';
import { applyRange, readResponse } from './read.js';
import { contentRange, contentType, preferenceApplied } from './response.js';
import { runSelect } from './select-plan.js';
import { ident, Params, qualified } from './sql.js';

const JSON_TYPES = ['json', 'jsonb'];
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'or', 'and', 'not.or', 'not.and']);

const takesWholeBody = (fn: DbFunction) =>
  fn.args.length === 1 && JSON_TYPES.includes(fn.args[0]?.type ?? '');

function pickOverload(
  catalog: Catalog,
  name: string,
  keys: string[],
  singleObject: boolean,
): { fn: DbFunction; whole: boolean } {
  const overloads = catalog.functions.get(name) ?? [];
  const byName = singleObject
    ? []
    : overloads.filter(
        (fn) =>
          keys.every((k) => fn.args.some((a) => a.name === k)) &&
          fn.args.every((a) => a.hasDefault || keys.includes(a.name)),
      );
  const whole =
    byName.length === 0
      ? overloads.filter((fn) => takesWholeBody(fn) && (singleObject || fn.args[0]?.name === ''))
      : [];
  const matches = byName.length > 0 ? byName : whole;
  const [only] = matches;
  if (only && matches.length === 1) return { fn: only, whole: byName.length === 0 };
  const signature = `${catalog.schema}.${name}(${[...keys].sort().join(', ')})`;
  if (matches.length === 0) {
    const withParams =
      keys.length > 0 ? `with parameters ${[...keys].sort().join(', ')}` : 'without parameters';
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${signature} in the schema cache`,
      `Searched for the function ${catalog.schema}.${name} ${withParams} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    );
  }
  throw new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${matches
      .map(
        (fn) =>
          `${catalog.schema}.${name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`,
      )
      .join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/** The FROM item that calls fn once with args (callers alias it). */
function callSql(
  catalog: Catalog,
  fn: DbFunction,
  args: Record<string, unknown>,
  whole: boolean,
  params: Params,
): string {
  const name = qualified(catalog.schema, fn.name);
  if (whole) return `${name}(${params.add(JSON.stringify(args))}::${fn.args[0]?.type ?? 'json'})`;
  const given = fn.args.filter((a) => a.name in args);
  if (given.length === 0) return `${name}()`;
  const record = `json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${given.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`;
  const call = `${name}(${given.map((a) => `${ident(a.name)} => _a.${ident(a.name)}`).join(', ')})`;
  return `(select _f.* from ${record} cross join lateral ${call} _f)`;
}

/** Arguments from a POST body, or from query parameters named like arguments on GET/HEAD. */
function splitArgs(
  req: BoundedRequest,
  catalog: Catalog,
  name: string,
): { args: Record<string, unknown>; filters: URLSearchParams } {
  if (req.method === 'POST') {
    const body = req.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new RestError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'Function arguments must be a JSON object',
      );
    }
    return { args: body as Record<string, unknown>, filters: req.query };
  }
  const argNames = new Set(
    (catalog.functions.get(name) ?? []).flatMap((fn) => fn.args.map((a) => a.name)),
  );
  const args: Record<string, unknown> = {};
  const filters = new URLSearchParams();
  for (const [key, value] of req.query) {
    if (argNames.has(key) && !RESERVED.has(key)) args[key] = value;
    else filters.append(key, value);
  }
  return { args, filters };
}

export async function callFunction(
  req: BoundedRequest,
  tx: SqlExec,
  catalog: Catalog,
  name: string,
): Promise<RestResponse> {
  const prefer = parsePrefer(req.headers.prefer);
  const { args, filters } = splitArgs(req, catalog, name);
  const { fn, whole } = pickOverload(catalog, name, Object.keys(args), prefer.singleObject);
  const builder = new QueryBuilder(
    catalog,
    collectNodeParams(filters, (key) => key === 'select', req.limits),
  );
  const call = callSql(catalog, fn, args, whole, builder.params);

  if (fn.columns) {
    const shape: Shape = {
      name: fn.relation ?? fn.name,
      columns: fn.columns,
      columnsByName: new Map(fn.columns.map((c) => [c.name, c])),
      relation: fn.relation,
    };
    const node = builder.take('');
    applyRange(req, node);
    const media = fn.returnsSet
      ? parseAccept(req.headers.accept)
      : { kind: 'object' as const, stripNulls: false };
    const result = await runSelect(tx, {
      builder,
      shape,
      from: call,
      items: parseSelect(filters.get('select'), req.limits),
      node,
      count: prefer.count,
      media,
      head: req.method === 'HEAD',
    });
    if (fn.returnsSet) return readResponse(req, result, node.offset ?? 0, preferenceApplied(prefer.applied));
    return {
      status: 200,
      headers: { 'content-type': contentType(media) },
      body: req.method === 'HEAD' ? null : result.body,
    };
  }

  builder.take('');
  builder.assertAllUsed();
  if (fn.returnType === 'void') {
    await tx.query(`select from ${call} _f`, builder.params.values);
    return { status: 204, headers: {}, body: null };
  }
  const value = fn.returnsSet ? `coalesce(json_agg(_f.v), '[]')` : 'to_json(_f.v)';
  const { rows } = await tx.query<{ body: string | null; n: number }>(
    `select ${value}::text as body, ${fn.returnsSet ? 'count(*)::int' : '1'} as n from ${call} _f(v)`,
    builder.params.values,
  );
  const body = rows[0]?.body ?? 'null';
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (fn.returnsSet && prefer.count) {
    const n = rows[0]?.n ?? 0;
    Object.assign(headers, { 'content-range': contentRange(0, n, n) }, preferenceApplied(prefer.applied));
  }
  return { status: 200, headers, body: req.method === 'HEAD' ? null : body };
}
