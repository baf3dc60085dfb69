import type { Db, JwtClaims, SqlExec } from './types.js';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

// Values are inlined as literals so the whole context is one simple-protocol round trip (PGlite
// pays per statement). standard_conforming_strings is on, so doubling quotes is the full escape,
// and JSON.stringify never emits a raw NUL. SET LOCAL, unlike `select set_config(…)`, is neither
// planned nor answered with a row echoing the values back.
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

// PostgreSQL's identifiers (a setting's name here) stop at 63 bytes: a longer one would silently
// set another name.
const MAX_NAME_BYTES = 63;

function setLocal(name: string, value: string): string {
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) throw new Error(`Setting name too long: ${name}`);
  return `set local "${name.replace(/"/g, '""')}" = ${literal(value)}`;
}

function contextSql(claims: JwtClaims): string {
  if (!ROLES.has(claims.role)) throw new Error(`Unknown role ${String(claims.role)}`);
  return [
    `set local role ${claims.role}`,
    setLocal('request.jwt.claims', JSON.stringify(claims)),
    setLocal('request.jwt.claim.sub', typeof claims.sub === 'string' ? claims.sub : ''),
    setLocal('request.jwt.claim.role', claims.role),
  ].join(';\n');
}

// Verified claims objects are cached per token (keys.ts), so their context SQL is built once.
const setupCache = new WeakMap<JwtClaims, string>();

export interface ContextOptions {
  /** Per-request settings (PostgREST's request.headers, request.method, …), in the same message. */
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
  let setup = setupCache.get(claims);
  if (setup === undefined) {
    setup = contextSql(claims);
    setupCache.set(claims, setup);
  }
  let script = opts.readOnly ? `set transaction read only;\n${setup}` : setup;
  if (opts.settings) script = `${script};\n${settingsSql(opts.settings)}`;
  return db.transaction(async (tx) => {
    await tx.exec(script);
    return fn(tx);
  });
}

function settingsSql(settings: Record<string, string>): string {
  return Object.entries(settings)
    .map(([name, value]) => setLocal(name, value))
    .join(';\n');
}
