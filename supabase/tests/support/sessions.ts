// One database session per engine (PGlite in-process, or a PostgreSQL 15 connection), with the
// same small interface migrate.ts expects, plus helpers to act as a given user like PostgREST.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { applyMigrations } from '@univida/supabase-local/src/db/migrate.ts';
import { pgliteExtensions } from '@univida/supabase-local/src/db/pglite-extensions.ts';
import type { SqlExec } from '@univida/supabase-local/src/db/types.ts';
import { startPostgres } from '@univida/supabase-local/testing/postgres';

export type Engine = 'pglite' | 'pg15';

export interface Session extends SqlExec {
  close(): Promise<void>;
}

export interface TestDatabase {
  session: Session;
  /** Another connection to the same database (PG15 only; PGlite has one session). */
  connect(): Promise<Session>;
  stop(): Promise<void>;
}

export function pgliteSession(db = new PGlite({ extensions: pgliteExtensions })): Session {
  return {
    async query(sql, params) {
      const result = await db.query(sql, params);
      return { rows: result.rows as never[], affectedRows: result.affectedRows };
    },
    async exec(sql) {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}

export async function pgSession(url: string): Promise<Session> {
  const client = new pg.Client(url);
  await client.connect();
  return {
    async query(sql, params) {
      const result = await client.query(sql, params);
      return { rows: result.rows, affectedRows: result.rowCount ?? undefined };
    },
    async exec(sql) {
      await client.query(sql);
    },
    close: () => client.end(),
  };
}

/** A fresh database with platform, migrations and seed applied. */
export async function freshDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const session = pgliteSession();
    await applyMigrations(session);
    return {
      session,
      connect: () => Promise.reject(new Error('PGlite has a single session')),
      stop: () => session.close(),
    };
  }
  const server = await startPostgres();
  const session = await pgSession(server.url);
  const others: Session[] = [];
  try {
    await applyMigrations(session);
  } catch (error) {
    await session.close();
    await server.stop();
    throw error;
  }
  return {
    session,
    async connect() {
      const other = await pgSession(server.url);
      others.push(other);
      return other;
    },
    async stop() {
      await Promise.all([session, ...others].map((s) => s.close().catch(() => undefined)));
      await server.stop();
    },
  };
}

export type Who = { role: 'anon' } | { role: 'authenticated'; sub: string };

export const anon: Who = { role: 'anon' };
export const user = (sub: string): Who => ({ role: 'authenticated', sub });

/** Switches the open transaction to a request's role and JWT claims, as PostgREST does. */
export async function becomeRequest(session: SqlExec, who: Who): Promise<void> {
  await session.exec(`set local role ${who.role}`);
  const claims = who.role === 'anon' ? { role: 'anon' } : { sub: who.sub, role: 'authenticated' };
  await session.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
}

/** Runs fn as the given request in a transaction that is always rolled back. */
export async function as<T>(session: SqlExec, who: Who, fn: (db: SqlExec) => Promise<T>): Promise<T> {
  await session.exec('begin');
  try {
    await becomeRequest(session, who);
    return await fn(session);
  } finally {
    await session.exec('rollback');
  }
}

/**
 * The SQLSTATE of the error fn throws, or null when it succeeds. Runs under a savepoint so the
 * surrounding transaction stays usable after an expected refusal.
 */
export async function errorCode(db: SqlExec, fn: () => Promise<unknown>): Promise<string | null> {
  await db.exec('savepoint probe');
  try {
    await fn();
    await db.exec('release savepoint probe');
    return null;
  } catch (error) {
    await db.exec('rollback to savepoint probe');
    return (error as { code?: string }).code ?? 'unknown';
  }
}

/** The rows a statement returns, typed by the caller. */
export async function rows<T = Record<string, unknown>>(
  db: SqlExec,
  sql: string,
  params?: unknown[],
): Promise<T[]> {
  return (await db.query(sql, params)).rows as T[];
}
