// Databases created before platform.sql had realtime.messages (platform.sql runs only on a fresh
// database) get its realtime section — written to be re-runnable — before the migrations that put
// policies on that table. Fresh databases get it from platform.sql itself.
import { readFile } from 'node:fs/promises';
import { defaultPaths } from '../db/migrate.js';
import type { SqlExec } from '../db/types.js';

const SECTION = '-- Realtime private channels';

export async function upgradeRealtimePlatform(
  db: SqlExec,
  platformSqlPath = defaultPaths.platformSqlPath,
): Promise<boolean> {
  const { rows } = await db.query<{ needed: boolean }>(
    `select to_regnamespace('auth') is not null and to_regclass('realtime.messages') is null as needed`,
  );
  if (!rows[0]?.needed) return false;
  const platform = await readFile(platformSqlPath, 'utf8');
  const start = platform.indexOf(SECTION);
  if (start < 0) throw new Error(`${platformSqlPath} has no "${SECTION}" section`);
  await db.exec(platform.slice(start));
  return true;
}
