import { PGlite } from '@electric-sql/pglite';
import { createPgliteSession } from './pglite-session.js';
import type { Db, QueryResult } from './types.js';

/**
 * PGlite in a directory (or in memory when dataDir is undefined). PGlite is one connection:
 * one transaction at a time, everything else queued behind it — so code inside transaction()
 * must only use the tx it is given; the outer handle would wait forever.
 */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
  const wire = createPgliteSession(pg);
  return {
    kind: 'pglite',
    // Outside a transaction a statement autocommits; it still goes through the prepared-statement path.
    query: <R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> =>
      pg._runExclusiveTransaction(() => wire.session.query<R>(sql, params)),
    async exec(sql: string) {
      await pg.exec(sql);
    },
    // PGlite's transaction lock queues its own query()/exec()/listen() behind ours.
    transaction: (fn) => pg._runExclusiveTransaction(() => wire.transaction(fn)),
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
