import pg from 'pg';
import type { Db, QueryResult, SqlExec } from './types.js';

const MAX_STATEMENTS = 1000;
const statementNames = new Map<string, string>();

/** A name per SQL text, so each connection prepares a statement once and then only binds it. */
function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (!name && statementNames.size < MAX_STATEMENTS) {
    name = `supabase_local_${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  return name;
}

function wrap(target: pg.Pool | pg.ClientBase): SqlExec {
  return {
    async query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
      const result = await target.query({ name: statementName(sql), text: sql, values: params });
      return { rows: result.rows as R[], affectedRows: result.rowCount ?? undefined };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

/**
 * A transaction handle that sends BEGIN with its first statement: a leading exec() (the request
 * context) travels as `begin; …` in one round trip.
 */
function beginOnFirstUse(client: pg.PoolClient, begin: string): { tx: SqlExec; begun(): boolean } {
  const inner = wrap(client);
  let begun = false;
  return {
    begun: () => begun,
    tx: {
      async query(sql, params) {
        if (!begun) {
          begun = true;
          await client.query(begin);
        }
        return inner.query(sql, params);
      },
      async exec(sql) {
        const text = begun ? sql : `${begin};\n${sql}`;
        begun = true;
        await client.query(text);
      },
    },
  };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * PostgreSQL through a pool; notifications arrive on one dedicated connection. Each transaction
 * (a request's) gets `set local statement_timeout`, as PostgREST's role settings would, so a
 * runaway statement ends in 57014 (0 = no limit).
 */
export async function openPostgres(connectionString: string, opts: { poolSize?: number; statementTimeoutMs?: number } = {}): Promise<Db> {
  const { poolSize = 10, statementTimeoutMs = 0 } = opts;
  const begin = statementTimeoutMs > 0 ? `begin; set local statement_timeout = ${Math.floor(statementTimeoutMs)}` : 'begin';
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // Fail fast on a wrong URL instead of on the first request.
  await pool.query('select 1');
  const outer = wrap(pool);
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listenClient: Promise<pg.Client> | undefined;

  const getListenClient = () => {
    listenClient ??= (async () => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      client.on('notification', (message) => {
        for (const callback of listeners.get(message.channel) ?? []) callback(message.payload ?? '');
      });
      return client;
    })();
    return listenClient;
  };

  return {
    kind: 'postgres',
    query: outer.query,
    exec: outer.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        const handle = beginOnFirstUse(client, begin);
        const result = await fn(handle.tx);
        if (handle.begun()) await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      const client = await getListenClient();
      let callbacks = listeners.get(channel);
      if (!callbacks) {
        callbacks = new Set();
        listeners.set(channel, callbacks);
        await client.query(`listen ${quoteIdent(channel)}`);
      }
      callbacks.add(onPayload);
      return async () => {
        callbacks.delete(onPayload);
        if (callbacks.size === 0 && listeners.get(channel) === callbacks) {
          listeners.delete(channel);
          await client.query(`unlisten ${quoteIdent(channel)}`);
        }
      };
    },
    async close() {
      if (listenClient) await (await listenClient).end();
      await pool.end();
    },
  };
}

/** Runs fn on one dedicated connection (migrations issue their own begin/commit). */
export async function withPostgresSession<T>(connectionString: string, fn: (session: SqlExec) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(wrap(client));
  } finally {
    await client.end();
  }
}
