import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, QueryResult, SqlExec } from './types.js';

function wrap(target: Pick<PGlite, 'query' | 'exec'> | Transaction): SqlExec {
  return {
    async query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
      const result = await target.query<R>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * PGlite in a directory (or in memory when dataDir is undefined). PGlite is one connection:
 * it runs one transaction at a time and queues everything else behind it, so code inside
 * transaction() must only use the tx it is given — the outer handle would wait forever.
 */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
  const outer = wrap(pg);
  return {
    kind: 'pglite',
    query: outer.query,
    exec: outer.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onPayload) {
      const unlisten = await pg.listen(channel, onPayload);
      return async () => {
        await unlisten();
      };
    },
    async close() {
      await pg.close();
    },
  };
}
