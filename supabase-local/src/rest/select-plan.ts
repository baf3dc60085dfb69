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
  count: boolean;
  media: MediaType;
  head: boolean;
}

export interface SelectResult {
  rows: number;
  total: number | null;
  /** JSON text: an array, or the single object for object media; null for HEAD. */
  body: string | null;
}

export async function runSelect(tx: SqlExec, plan: SelectPlan): Promise<SelectResult> {
  const { builder } = plan;
  const level = builder.level(plan.shape, 't0', plan.items, '', plan.node);
  builder.assertAllUsed();
  const where = level.where.length > 0 ? ` where ${level.where.join(' and ')}` : '';
  const from = ` from ${plan.from} t0${level.joins.join('')}${where}`;
  const inner = `select ${level.columns.join(', ')}${from}${level.orderBy}${level.limit}`;
  const total = plan.count ? `(select count(*)${from})` : 'null';
  let body = 'null';
  if (!plan.head) {
    const agg = plan.media.stripNulls ? 'json_strip_nulls(json_agg(_r))' : 'json_agg(_r)';
    body =
      plan.media.kind === 'object'
        ? `case when count(*) = 1 then (${agg}->0)::text end`
        : `coalesce(${agg}, '[]')::text`;
  }
  const sql = `${plan.with ?? ''}select ${total} as total, count(*) as rows, ${body} as body from (${inner}) _r`;
  const { rows } = await tx.query<{ total: unknown; rows: unknown; body: string | null }>(
    sql,
    builder.params.values,
  );
  const row = rows[0];
  return {
    rows: Number(row?.rows ?? 0),
    total: row?.total === null || row?.total === undefined ? null : Number(row.total),
    body: row?.body ?? null,
  };
}
