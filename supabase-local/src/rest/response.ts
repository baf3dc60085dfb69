// Building PostgREST-shaped responses: bodies, Content-Range and errors.
import {
  isHttpStatus,
  isPgError,
  RestError,
  statusForSqlState,
  type ErrorBody,
  type PgErrorLike,
} from './errors.js';
import type { RestRequest, RestResponse } from './types.js';
import type { MediaType } from './negotiate.js';

const JSON_TYPE = 'application/json; charset=utf-8';

export function contentType(media: MediaType): string {
  if (media.kind === 'csv') return 'text/csv; charset=utf-8';
  if (media.plan) return `application/vnd.pgrst.plan+${media.plan.format}; for="${media.plan.for}"; charset=utf-8`;
  const base = media.kind === 'object' ? 'application/vnd.pgrst.object+json' : 'application/json';
  return `${base}${media.stripNulls ? '; nulls=stripped' : ''}; charset=utf-8`;
}

// `0-9/123`; the range part is `*` when there are no rows, the total when it was not counted.
export function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows > 0 ? `${offset}-${offset + rows - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** True when the request carried no user JWT, so permission errors are 401 like PostgREST's. */
function isAnonymous(req: RestRequest): boolean {
  const token = /^bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return true;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      role?: unknown;
    };
    return claims.role === 'anon' || claims.role === undefined;
  } catch {
    return true;
  }
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * PostgREST's `raise sqlstate 'PGRST' using message = '{"code":…,"message":…,"details":…,
 * "hint":…}', detail = '{"status":402,"headers":{…}}'`: the function picks status, body and
 * headers. JSON that does not fit is PGRST121, as in PostgREST.
 */
function raisedResponse(error: PgErrorLike): RestResponse {
  try {
    const body = JSON.parse(error.message) as Partial<ErrorBody>;
    const detail = JSON.parse(error.detail ?? '') as { status?: unknown; headers?: unknown };
    const headers = Object.entries(detail.headers ?? {});
    const fits =
      typeof body.code === 'string' &&
      typeof body.message === 'string' &&
      isHttpStatus(detail.status) &&
      headers.every(
        ([name, value]) =>
          HEADER_NAME.test(name) && typeof value === 'string' && !/[\r\n]/.test(value),
      );
    if (fits) {
      return {
        status: detail.status as number,
        headers: {
          'content-type': JSON_TYPE,
          ...Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value])),
        },
        body: JSON.stringify({
          code: body.code,
          details: body.details ?? null,
          hint: body.hint ?? null,
          message: body.message,
        }),
      };
    }
  } catch {
    // Not JSON: answered below like JSON of the wrong shape.
  }
  const body: ErrorBody = {
    code: 'PGRST121',
    details: `Invalid JSON in the MESSAGE or DETAIL of the RAISE: ${error.message}`,
    hint: null,
    message: "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error",
  };
  return { status: 500, headers: { 'content-type': JSON_TYPE }, body: JSON.stringify(body) };
}

/** Preference-Applied: the preferences this server honoured, as PostgREST lists them. */
export function preferenceApplied(applied: string[]): Record<string, string> {
  return applied.length > 0 ? { 'preference-applied': applied.join(', ') } : {};
}

export function errorResponse(error: unknown, req: RestRequest): RestResponse {
  let status: number;
  let body: ErrorBody;
  if (isPgError(error) && error.code === 'PGRST') return raisedResponse(error);
  if (error instanceof RestError) {
    status = error.status;
    body = error.body();
  } else if (isPgError(error)) {
    const anonymous = isAnonymous(req);
    status = statusForSqlState(error.code, anonymous);
    body = {
      code: error.code,
      details: error.detail ?? null,
      hint: error.hint ?? null,
      message: error.message,
    };
  } else {
    status = 500;
    const message = error instanceof Error ? error.message : String(error);
    body = { code: 'PGRST000', details: null, hint: null, message };
  }
  const headers: Record<string, string> = { 'content-type': JSON_TYPE };
  if (status === 401) headers['www-authenticate'] = 'Bearer';
  return { status, headers, body: JSON.stringify(body) };
}
