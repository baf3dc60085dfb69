// A database made by an older platform.sql (no realtime.messages) is brought up to date before
// the private-channel migration needs the table; a current one is left alone.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPaths } from '../../db/migrate.js';
import { openPglite } from '../../db/pglite.js';
import type { Db } from '../../db/types.js';
import { upgradeRealtimePlatform } from '../platform-upgrade.js';

const MIGRATION = new URL(
  '../../../../supabase/migrations/20261123090000_realtime_private_channels.sql',
  import.meta.url,
);

describe('upgradeRealtimePlatform', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(undefined);
    const platform = await readFile(defaultPaths.platformSqlPath, 'utf8');
    await db.exec(platform.slice(0, platform.indexOf('-- Realtime private channels')));
    await db.exec(
      `create function public.can_access_conversation(c uuid) returns boolean language sql as 'select true'`,
    );
  });
  afterAll(async () => {
    await db.close();
  });

  it('adds realtime.messages and realtime.topic() to an older database, once', async () => {
    await expect(db.exec(await readFile(MIGRATION, 'utf8'))).rejects.toThrow(/realtime/);
    expect(await upgradeRealtimePlatform(db)).toBe(true);
    await db.exec(await readFile(MIGRATION, 'utf8'));
    const { rows } = await db.query<{ policies: number }>(
      `select count(*)::int as policies from pg_policies where schemaname = 'realtime' and tablename = 'messages'`,
    );
    expect(rows[0]!.policies).toBe(2);
    expect(await upgradeRealtimePlatform(db)).toBe(false);
  });
});
