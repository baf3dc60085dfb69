import path from 'node:path';
import { lockDataDir } from './data-dir-lock.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import type { Db } from './types.js';

/** Opens PGlite under `<dataDir>/pgdata`, or PostgreSQL when a URL is given; locks dataDir either way (storage lives there too). */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<Db> {
  const lock = lockDataDir(opts.dataDir);
  try {
    const db = opts.databaseUrl
      ? await openPostgres(opts.databaseUrl)
      : await openPglite(path.join(opts.dataDir, 'pgdata'));
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
