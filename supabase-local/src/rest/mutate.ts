// POST (insert / upsert), PATCH and DELETE on a table. The JSON body is bound once and
// expanded in SQL with json_populate_record(set), so Postgres converts every value to the
// column's own type; the returned representation comes from the same statement via a CTE.
import type { SqlExec } from '../db/types.js';
import { QueryBuilder } from './builder.js';
import type { Catalog, Relation } from './catalog.js';
import { parseError, RestError } from './errors.js';
import type { BoundedRequest, RestResponse } from './types.js';
import type { Preferences } from './negotiate.js';
import { parseSelect } from './parse-select.js';
import type { NodeParams } from './query-params.js';
import { singleRowError } from './read.js';
import { relationRequest } from './relation-request.js';
import { contentRange, contentType, preferenceApplied } from './response.js';
import { runSelect } from './select-plan.js';
import { ident, qualified } from './sql.js';

type Row = Record<string, unknown>;

const invalidBody = (details: string) =>
  new RestError(400, 'PGRST102', 'Empty or invalid json', details);

function bodyRows(body: unknown): Row[] {
  const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isRow(body)) return [body];
  if (Array.isArray(body) && body.every(isRow)) return body;
  throw invalidBody('The body must be a JSON object or an array of JSON objects');
}

const tooManyRows = (rows: number, max: number) =>
  new RestError(
    413,
    'PGRST192',
    `The body carries more rows than one write may insert (${max})`,
    `Got ${rows} rows.`,
    'Send the rows in smaller batches.',
  );

function checkColumns(relation: Relation, columns: string[]): void {
  for (const column of columns) {
    if (!relation.columnsByName.has(column)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
      );
    }
  }
}

function listParam(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim().replace(/^"(.*)"$/, '$1'))
    .filter((s) => s !== '');
}

function insertSql(
  req: BoundedRequest,
  relation: Relation,
  table: string,
  prefer: Preferences,
  builder: QueryBuilder,
): string {
  const rows = bodyRows(req.body);
  // Seed and admin scripts run as the service role; users' bulk writes are what the cap stops.
  if (rows.length > req.limits.maxRowsPerWrite && req.role !== 'service_role') {
    throw tooManyRows(rows.length, req.limits.maxRowsPerWrite);
  }
  const columnsParam = req.query.get('columns');
  const columns =
    columnsParam !== null
      ? listParam(columnsParam)
      : [...new Set(rows.flatMap((r) => Object.keys(r)))];
  checkColumns(relation, columns);
  const target = `insert into ${table} as t0`;
  let sql: string;
  if (columns.length === 0) {
    sql = `${target} select from json_array_elements(${builder.params.add(JSON.stringify(rows))}::json)`;
  } else if (prefer.missingDefault && rows.some((r) => columns.some((c) => !(c in r)))) {
    // Missing keys take the column default, which only a VALUES list can express per row.
    const values = rows.map((r) => {
      const record = `json_populate_record(null::${table}, ${builder.params.add(JSON.stringify(r))}::json)`;
      return `(${columns.map((c) => (c in r ? `(${record}).${ident(c)}` : 'default')).join(', ')})`;
    });
    sql = `${target} (${columns.map(ident).join(', ')}) values ${values.join(', ')}`;
  } else {
    const list = columns.map(ident).join(', ');
    sql = `${target} (${list}) select ${list} from json_populate_recordset(null::${table}, ${builder.params.add(JSON.stringify(rows))}::json) _b`;
  }
  if (prefer.resolution) {
    const onConflict = req.query.get('on_conflict');
    const conflict = onConflict !== null ? listParam(onConflict) : relation.primaryKey;
    checkColumns(relation, conflict);
    if (conflict.length === 0)
      throw parseError('on_conflict needs columns: the table has no primary key');
    const action =
      prefer.resolution === 'ignore-duplicates' || columns.length === 0
        ? 'do nothing'
        : `do update set ${columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
    sql += ` on conflict (${conflict.map(ident).join(', ')}) ${action}`;
  }
  return sql;
}

function whereSql(node: NodeParams, relation: Relation, builder: QueryBuilder): string {
  if (node.limit !== undefined || node.offset !== undefined) {
    throw parseError('limit and offset are not supported on PATCH and DELETE');
  }
  const shape = { ...relation, relation: relation.name };
  const conditions = node.conditions.map((c) => builder.condition(c, shape, 't0'));
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
}

function updateSql(
  req: BoundedRequest,
  relation: Relation,
  table: string,
  node: NodeParams,
  builder: QueryBuilder,
): string | null {
  const [row, ...more] = bodyRows(req.body);
  if (!row || more.length > 0) throw invalidBody('PATCH takes one JSON object');
  const columns = Object.keys(row);
  checkColumns(relation, columns);
  if (columns.length === 0) return null;
  const set = columns.map((c) => `${ident(c)} = _b.${ident(c)}`).join(', ');
  const record = `json_populate_record(null::${table}, ${builder.params.add(JSON.stringify(row))}::json) _b`;
  return `update ${table} as t0 set ${set} from ${record}${whereSql(node, relation, builder)}`;
}

export async function mutateRelation(
  req: BoundedRequest,
  tx: SqlExec,
  catalog: Catalog,
  name: string,
): Promise<RestResponse> {
  const skip = (key: string) => key === 'select' || key === 'columns' || key === 'on_conflict';
  const { relation, media, prefer, builder, node } = relationRequest(req, catalog, name, skip);
  const table = qualified(catalog.schema, relation.name);
  let sql: string | null;
  if (req.method === 'POST') sql = insertSql(req, relation, table, prefer, builder);
  else if (req.method === 'PATCH') sql = updateSql(req, relation, table, node, builder);
  else sql = `delete from ${table} as t0${whereSql(node, relation, builder)}`;

  // An upsert answers 201 when it inserted a row and 200 when every row merged, as PostgREST
  // does; a row an insert made has xmax 0, one ON CONFLICT updated has its transaction's id.
  const upsert = req.method === 'POST' && prefer.resolution !== undefined && sql !== null;
  const writeStatus = (inserted: number | undefined) =>
    req.method !== 'POST' ? 200 : upsert && inserted === 0 ? 200 : 201;
  const headers: Record<string, string> = preferenceApplied(prefer.applied);

  if (prefer.return !== 'representation') {
    builder.assertAllUsed();
    let affected = 0;
    let inserted: number | undefined;
    if (upsert) {
      const { rows } = await tx.query<{ inserted: number; total: number }>(
        `with m as (${sql} returning (t0.xmax::text = '0') as ins) select count(*) filter (where ins)::int as inserted, count(*)::int as total from m`,
        builder.params.values,
      );
      [affected, inserted] = [rows[0]?.total ?? 0, rows[0]?.inserted ?? 0];
    } else if (sql !== null)
      affected = (await tx.query(sql, builder.params.values)).affectedRows ?? 0;
    headers['content-range'] = contentRange(0, 0, prefer.count ? affected : null);
    return { status: req.method === 'POST' ? writeStatus(inserted) : 204, headers, body: null };
  }

  const marker = upsert ? `, (t0.xmax::text = '0') as pgrst_inserted` : '';
  const result = await runSelect(tx, {
    builder,
    shape: { ...relation, relation: relation.name, fromMutation: true },
    from: sql === null ? `(select * from ${table} where false)` : 'pgrst_mut',
    with: sql === null ? undefined : `with pgrst_mut as (${sql} returning t0.*${marker}) `,
    items: parseSelect(req.query.get('select'), req.limits),
    node: { conditions: [], order: node.order },
    media,
    head: false,
    countInserted: upsert,
  });
  if (media.kind === 'plan')
    return {
      status: 200,
      headers: { 'content-type': contentType(media), ...headers },
      body: result.body,
    };
  if (media.kind === 'object' && result.rows !== 1) throw singleRowError(result.rows);
  headers['content-type'] = contentType(media);
  headers['content-range'] = contentRange(0, result.rows, prefer.count ? result.rows : null);
  const body = result.body;
  return { status: writeStatus(result.inserted), headers, body };
}
