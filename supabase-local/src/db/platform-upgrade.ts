// Databases an older platform.sql made (it runs only on a fresh database) get its re-runnable
// "Platform additions" section — roles, schema extensions, GoTrue's full auth.users and
// auth.identities — before the migrations, which may use them. Fresh databases get it from
// platform.sql itself.
import { readFile } from 'node:fs/promises';
import { defaultPaths } from './migrate.js';
import type { SqlExec } from './types.js';

const SECTION = '-- Platform additions';

export async function upgradePlatform(db: SqlExec, platformSqlPath = defaultPaths.platformSqlPath): Promise<boolean> {
  const { rows } = await db.query<{ needed: boolean }>(
    `select to_regnamespace('auth') is not null and to_regclass('auth.identities') is null as needed`,
  );
  if (!rows[0]?.needed) return false;
  const platform = await readFile(platformSqlPath, 'utf8');
  const start = platform.indexOf(SECTION);
  if (start < 0) throw new Error(`${platformSqlPath} has no "${SECTION}" section`);
  await db.exec(platform.slice(start));
  return true;
}
