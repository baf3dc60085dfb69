// GET/HEAD on a table or view.
import type { SqlExec } from '../db/types.js';
import type { Catalog } from './catalog.js';
import { RestError } from './errors.js';
import type { BoundedRequest, RestResponse } from './types.js';
import { parseAccept, parseRange } from './negotiate.js';
import { parseSelect } from './parse-select.js';
import type { NodeParams } from './query-params.js';
import { relationRequest } from './relation-request.js';
import { contentRange, contentType, preferenceApplied } from './response.js';
import { runSelect, type SelectResult } from './select-plan.js';
import { qualified } from './sql.js';

/** The Range header applies where limit/offset query parameters did not. */
export function applyRange(req: BoundedRequest, node: NodeParams): void {
  const range = parseRange(req);
  if (!range) return;
  node.offset ??= range.offset;
  if (range.limit !== undefined) node.limit ??= range.limit;
}

export const singleRowError = (rows: number) =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

/** 200/206/416 and the body for a read-shaped result, as PostgREST's range handling gives. */
export function readResponse(
  req: BoundedRequest,
  result: SelectResult,
  offset: number,
  extra: Record<string, string> = {},
): RestResponse {
  const media = parseAccept(req.headers.accept);
  if (media.kind === 'plan') {
    return {
      status: 200,
      headers: { 'content-type': contentType(media), ...extra },
      body: result.body,
    };
  }
  if (media.kind === 'object' && result.rows !== 1) throw singleRowError(result.rows);
  const { total } = result;
  if (total !== null && offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  const status = total !== null && result.rows < total ? 206 : 200;
  const body = req.method === 'HEAD' || result.body === null ? null : result.body;
  return {
    status,
    headers: {
      'content-type': contentType(media),
      'content-range': contentRange(offset, result.rows, total),
      ...extra,
    },
    body,
  };
}

export async function readRelation(
  req: BoundedRequest,
  tx: SqlExec,
  catalog: Catalog,
  name: string,
): Promise<RestResponse> {
  const { relation, media, prefer, builder, node } = relationRequest(
    req,
    catalog,
    name,
    (key) => key === 'select',
  );
  applyRange(req, node);
  const result = await runSelect(tx, {
    builder,
    shape: { ...relation, relation: relation.name },
    from: qualified(catalog.schema, relation.name),
    items: parseSelect(req.query.get('select'), req.limits),
    node,
    count: prefer.count,
    media,
    head: req.method === 'HEAD',
    lastInReadOnly: req.readOnly,
  });
  return readResponse(req, result, node.offset ?? 0, preferenceApplied(prefer.applied));
}
