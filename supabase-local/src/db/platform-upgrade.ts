// Databases an older platform.sql made (it runs only on a fresh database) get the re-runnable
// sections it gained since, before the migrations, which may use them. Fresh databases get them
// from platform.sql itself.
import { readFile } from 'node:fs/promises';
import { defaultPaths } from './migrate.js';
import type { SqlExec } from './types.js';

/** A re-runnable section of platform.sql: from its heading to the end, and a table it creates. */
export interface PlatformSection {
  heading: string;
  /** Missing (while the auth schema exists) means the database predates the section. */
  table: string;
}

/** Roles, schema extensions, GoTrue's full auth.users and auth.identities. */
export const PLATFORM_ADDITIONS: PlatformSection = { heading: '-- Platform additions', table: 'auth.identities' };
/** realtime.messages and realtime.topic(), before the migrations that put policies on the table. */
export const REALTIME_PRIVATE_CHANNELS: PlatformSection = {
  heading: '-- Realtime private channels',
  table: 'realtime.messages',
};

/** Runs the section when the database lacks it; true when it ran. */
export async function upgradePlatformSection(
  db: SqlExec,
  section: PlatformSection,
  platformSqlPath = defaultPaths.platformSqlPath,
): Promise<boolean> {
  const { rows } = await db.query<{ needed: boolean }>(
    `select to_regnamespace('auth') is not null and to_regclass($1) is null as needed`,
    [section.table],
  );
  if (!rows[0]?.needed) return false;
  const platform = await readFile(platformSqlPath, 'utf8');
  const start = platform.indexOf(section.heading);
  if (start < 0) throw new Error(`${platformSqlPath} has no "${section.heading}" section`);
  await db.exec(platform.slice(start));
  return true;
}

export const upgradePlatform = (db: SqlExec, platformSqlPath?: string) =>
  upgradePlatformSection(db, PLATFORM_ADDITIONS, platformSqlPath);

export const upgradeRealtimePlatform = (db: SqlExec, platformSqlPath?: string) =>
  upgradePlatformSection(db, REALTIME_PRIVATE_CHANNELS, platformSqlPath);
