// PostgREST's error body and the HTTP status it gives each error class, so supabase-js sees
// the same { code, details, hint, message } whether the failure came from parsing or Postgres.

export interface ErrorBody {
  code: string;
  details: unknown;
  hint: string | null;
  message: string;
}

/** A client error found before (or instead of) running SQL. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST100', message, details);

/** A part of the query string over one of the request limits (PostgREST's parse-error class). */
export const overLimit = (what: string, size: number, max: number, unit: string) =>
  new RestError(
    400,
    'PGRST100',
    `${what} exceeds the limit of ${max} ${unit}`,
    `Got ${size} ${unit}.`,
  );

export const unknownColumn = (table: string, column: string) =>
  new RestError(400, '42703', `column ${table}.${column} does not exist`);

export interface PgErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgErrorLike {
  const e = error as Partial<PgErrorLike> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(e.code) &&
    typeof e.message === 'string'
  );
}

/** An HTTP status Fastify can send: functions choose it with `PTxyz` or a PGRST raise. */
export const isHttpStatus = (status: unknown): status is number =>
  Number.isInteger(status) && (status as number) >= 100 && (status as number) <= 599;

/**
 * PostgREST's SQLSTATE → HTTP table (Error.hs), with 42501 split on whether a JWT was sent, and
 * `raise sqlstate 'PT429'` answering 429 (any PTxyz; one that names no status is a 500).
 */
export function statusForSqlState(code: string, anonymous: boolean): number {
  if (code.startsWith('PT')) {
    const status = /^PT\d{3}$/.test(code) ? Number(code.slice(2)) : NaN;
    return isHttpStatus(status) ? status : 500;
  }
  if (code === '42501') return anonymous ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  const cls = code.slice(0, 2);
  if (['08', '53'].includes(cls)) return 503;
  if (['0L', '0P', '28'].includes(cls)) return 403;
  if (['3D', '3F'].includes(cls)) return 404;
  if (
    ['09', '25', '2D', '2F', '40', '54', '55', '57', '58', 'F0', 'HV', 'XX', 'P0'].includes(cls)
  ) {
    return 500;
  }
  return 400;
}
