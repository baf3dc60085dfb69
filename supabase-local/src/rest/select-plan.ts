// The one statement every read-shaped response comes from: the rows as a JSON array (or a
// single object) built by json_agg, the page size, and optionally the exact total.
import type { SqlExec } from '../db/types.js';
import type { QueryBuilder, Shape } from './builder.js';
import type { MediaType } from './negotiate.js';
import type { SelectItem } from './parse-select.js';
import type { NodeParams } from './query-params.js';

export interface SelectPlan {
  builder: QueryBuilder;
  shape: Shape;
  /** FROM item, aliased t0 here; already quoted/parameterised. */
  from: string;
  items: SelectItem[];
  node: NodeParams;
  /** A leading WITH clause (mutations return rows from their CTE). */
  with?: string;
  /** Prefer: count=… — exact counts, planned asks the planner, estimated counts exactly up to ESTIMATE_LIMIT rows. */
  count?: 'exact' | 'planned' | 'estimated';
  media: MediaType;
  head: boolean;
  /** An upsert's CTE marks inserted rows (pgrst_inserted), so the answer can be 201 or 200. */
  countInserted?: boolean;
  /** The request's transaction is read only and ends with this select's statement. */
  lastInReadOnly?: boolean;
}

export interface SelectResult {
  rows: number;
  total: number | null;
  /** Rows an upsert inserted (rather than merged), when asked for. */
  inserted?: number;
  /** JSON text: an array, or the single object for object media; null for HEAD. */
  body: string | null;
}

/**
 * Hosted Supabase's default db-max-rows: PostgREST's `count=estimated` counts exactly below it
 * and takes the planner's estimate above it.
 */
export const ESTIMATE_LIMIT = 1000;

type PlanNode = { 'Node Type': string; 'Plan Rows': number; Plans?: PlanNode[] };

/** The planner's row estimate for the rows before limit/offset (the statement's own parameters). */
async function plannedCount(tx: SqlExec, sql: string, values: unknown[]): Promise<number> {
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`, values);
  const plan = rows[0]?.['QUERY PLAN'];
  let node = ((typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }])[0].Plan;
  while (node['Node Type'] === 'Limit' && node.Plans?.[0]) node = node.Plans[0];
  return node['Plan Rows'];
}

/** EXPLAIN of the statement a request would run (Accept: application/vnd.pgrst.plan). */
async function explain(tx: SqlExec, plan: SelectPlan, sql: string, values: unknown[]): Promise<SelectResult> {
  const request = plan.media.plan!;
  const options = [`format ${request.format}`, ...request.options.map((option) => `${option} true`)];
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (${options.join(', ')}) ${sql}`, values, {
    lastInReadOnly: plan.lastInReadOnly,
  });
  const lines = rows.map((row) => row['QUERY PLAN']);
  const body =
    request.format === 'json'
      ? typeof lines[0] === 'string' ? (lines[0] as string) : JSON.stringify(lines[0])
      : lines.join('\n');
  return { rows: 1, total: null, body };
}

/**
 * CSV as PostgREST renders it, from SQL values: a header of the first row's keys, then each row's
 * record text without its parentheses (Postgres quotes what needs it and doubles quotes and
 * backslashes; NULL is empty, '' is ""; booleans t/f), joined by newlines.
 */
const CSV_BODY = `(select coalesce(string_agg(k, ','), '') from json_object_keys(json_agg(_r)->0) k)
  || chr(10) || coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), chr(10)), '')`;

export async function runSelect(tx: SqlExec, plan: SelectPlan): Promise<SelectResult> {
  const { builder } = plan;
  const level = builder.level(plan.shape, 't0', plan.items, '', plan.node);
  builder.assertAllUsed();
  const where = level.where.length > 0 ? ` where ${level.where.join(' and ')}` : '';
  const from = ` from ${plan.from} t0${level.joins.join('')}${where}`;
  const inner = `select ${level.columns.join(', ')}${from}${level.groupBy}${level.orderBy}${level.limit}`;
  const prefix = plan.with ?? '';
  let total = 'null';
  let known: number | null = null;
  if (plan.count === 'planned' || plan.count === 'estimated') {
    known = await plannedCount(tx, `${prefix}${inner}`, builder.params.values);
    if (plan.count === 'estimated' && known <= ESTIMATE_LIMIT) known = null;
  }
  if (plan.count !== undefined && known === null) total = `(select count(*)${from})`;
  let body = 'null';
  if (!plan.head && plan.media.kind !== 'plan') {
    const agg = plan.media.stripNulls ? 'json_strip_nulls(json_agg(_r))' : 'json_agg(_r)';
    body =
      plan.media.kind === 'object'
        ? `case when count(*) = 1 then (${agg}->0)::text end`
        : plan.media.kind === 'csv'
          ? CSV_BODY
          : `coalesce(${agg}, '[]')::text`;
  }
  const inserted = plan.countInserted ? '(select count(*) from pgrst_mut where pgrst_inserted)' : 'null';
  const sql = `${prefix}select ${total} as total, count(*) as rows, ${inserted} as inserted, ${body} as body from (${inner}) _r`;
  if (plan.media.kind === 'plan') return explain(tx, plan, `${prefix}${inner}`, builder.params.values);
  const { rows } = await tx.query<{ total: unknown; rows: unknown; inserted: unknown; body: string | null }>(
    sql,
    builder.params.values,
    { lastInReadOnly: plan.lastInReadOnly },
  );
  const row = rows[0];
  const counted = row?.total === null || row?.total === undefined ? null : Number(row.total);
  return {
    rows: Number(row?.rows ?? 0),
    total: known ?? counted,
    inserted: row?.inserted === null || row?.inserted === undefined ? undefined : Number(row.inserted),
    body: row?.body ?? null,
  };
}
