import path from 'node:path';
import { lockDataDir } from './data-dir-lock.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import type { Db } from './types.js';

/** Opens PGlite under `<dataDir>/pgdata`, or PostgreSQL when a URL is given; locks dataDir either way (storage lives there too). */
export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl?: string;
  /** Longest a request's statement may run (ms; 0 or absent = no limit). */
  statementTimeoutMs?: number;
}): Promise<Db> {
  const lock = lockDataDir(opts.dataDir);
  try {
    const db = opts.databaseUrl
      ? await openPostgres(opts.databaseUrl, { statementTimeoutMs: opts.statementTimeoutMs })
      : await openPglite(path.join(opts.dataDir, 'pgdata'), { statementTimeoutMs: opts.statementTimeoutMs });
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
