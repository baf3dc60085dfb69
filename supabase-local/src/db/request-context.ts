import type { Db, JwtClaims, SqlExec } from './types.js';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

// Verified claims objects are cached per token (keys.ts), so each is serialised once.
const claimsJson = new WeakMap<JwtClaims, string>();

function jsonOf(claims: JwtClaims): string {
  let json = claimsJson.get(claims);
  if (json === undefined) {
    json = JSON.stringify(claims);
    claimsJson.set(claims, json);
  }
  return json;
}

/** The settings a request runs under, in the order they are set: name → value. */
function contextSettings(claims: JwtClaims, opts: ContextOptions): [string, string][] {
  if (!ROLES.has(claims.role)) throw new Error(`Unknown role ${String(claims.role)}`);
  return [
    ...(opts.readOnly ? [['transaction_read_only', 'on'] as [string, string]] : []),
    ['role', claims.role],
    ['request.jwt.claims', jsonOf(claims)],
    ['request.jwt.claim.sub', typeof claims.sub === 'string' ? claims.sub : ''],
    ['request.jwt.claim.role', claims.role],
    ...Object.entries(opts.settings ?? {}),
  ];
}

// PostgreSQL's identifiers (a setting's name here) stop at 63 bytes: a longer one would silently
// set another name.
const MAX_NAME_BYTES = 63;
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

function checkedName(name: string): string {
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) throw new Error(`Setting name too long: ${name}`);
  return name;
}

// PGlite runs in this process: what it saves is its own work per statement, not round trips. The
// settings go as one bound statement, as PostgREST sets them (set_config with the values as
// parameters, prepared once per set of names), instead of one SET per setting, each parsed and
// run as a statement of its own (a REST read's transaction in PGlite alone: about 12,000 → 13,700
// a second, README's benchmark section). The rows it would return (every value echoed back) are left inside the subquery; set_config is volatile,
// so PostgreSQL still calls each one.
const statements = new Map<string, string>();

function contextStatement(names: string[]): string {
  const key = names.join('\0');
  let sql = statements.get(key);
  if (sql === undefined) {
    const calls = names.map((name, i) => `set_config(${literal(checkedName(name))}, $${i + 1}, true)`);
    sql = `select 1 from (select ${calls.join(', ')}) context`;
    statements.set(key, sql);
  }
  return sql;
}

// PostgreSQL is across a connection, where a bound statement would be a round trip of its own:
// the settings go as SET LOCAL lines after BEGIN, in its one message. Values are inlined as
// literals; standard_conforming_strings is on, so doubling quotes is the full escape, and
// JSON.stringify never emits a raw NUL.
function contextScript(settings: [string, string][]): string {
  return settings
    .map(([name, value]) =>
      name === 'transaction_read_only' ? 'set transaction read only' : `set local "${checkedName(name).replace(/"/g, '""')}" = ${literal(value)}`,
    )
    .join(';\n');
}

export interface ContextOptions {
  /** Per-request settings (PostgREST's request.headers, request.method, …). */
  settings?: Record<string, string>;
  /** A read-only transaction, as PostgREST runs GET and HEAD requests. */
  readOnly?: boolean;
}

/**
 * Runs fn in one transaction as the caller, the way PostgREST does: the database role of the
 * JWT plus its claims for auth.uid()/auth.jwt(), so row level security decides what happens.
 */
export function withRequestContext<T>(
  db: Db,
  claims: JwtClaims,
  fn: (tx: SqlExec) => Promise<T>,
  opts: ContextOptions = {},
): Promise<T> {
  const settings = contextSettings(claims, opts);
  return db.transaction(async (tx) => {
    if (db.kind === 'pglite') {
      await tx.query(
        contextStatement(settings.map(([name]) => name)),
        settings.map(([, value]) => value),
        { context: true },
      );
    } else {
      await tx.exec(contextScript(settings));
    }
    return fn(tx);
  });
}
