// A database an older platform.sql made gets the re-runnable sections platform.sql gained since
// (no auth.identities and GoTrue's columns missing; no realtime.messages) before the migrations;
// a current one is left alone.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPaths } from '../migrate.js';
import { openPglite } from '../pglite.js';
import {
  PLATFORM_ADDITIONS,
  REALTIME_PRIVATE_CHANNELS,
  upgradePlatform,
  upgradeRealtimePlatform,
  type PlatformSection,
} from '../platform-upgrade.js';
import type { Db } from '../types.js';

const REALTIME_MIGRATION = new URL(
  '../../../../supabase/migrations/20261123090000_realtime_private_channels.sql',
  import.meta.url,
);

/** A PGlite database made by platform.sql as it was before `section`; `then` runs after. */
function olderDatabase(section: PlatformSection, then: (db: Db) => Promise<unknown>) {
  const database = { db: undefined as unknown as Db };
  beforeAll(async () => {
    database.db = await openPglite(undefined);
    const platform = await readFile(defaultPaths.platformSqlPath, 'utf8');
    await database.db.exec(platform.slice(0, platform.indexOf(section.heading)));
    await then(database.db);
  });
  afterAll(async () => {
    await database.db.close();
  });
  return database;
}

describe('upgradePlatform', () => {
  const older = olderDatabase(PLATFORM_ADDITIONS, (db) =>
    db.query(`insert into auth.users (email) values ('old@example.com')`),
  );

  it('adds the roles, extensions and GoTrue columns to an older database, keeping its users, once', async () => {
    const { db } = older;
    expect(await upgradePlatform(db)).toBe(true);
    const { rows } = await db.query<Record<string, unknown>>(
      `select u.email, u.is_anonymous, u.is_sso_user, to_regclass('auth.identities') is not null as identities,
         extensions.uuid_generate_v4() is not null as uuid_ossp,
         (select count(*)::int from pg_roles where rolname in ('authenticator', 'supabase_admin')) as roles
       from auth.users u`,
    );
    expect(rows).toEqual([{ email: 'old@example.com', is_anonymous: false, is_sso_user: false, identities: true, uuid_ossp: true, roles: 2 }]);
    expect(await upgradePlatform(db)).toBe(false);
  });
});

describe('upgradeRealtimePlatform', () => {
  const older = olderDatabase(REALTIME_PRIVATE_CHANNELS, (db) =>
    db.exec(`create function public.can_access_conversation(c uuid) returns boolean language sql as 'select true'`),
  );

  it('adds realtime.messages and realtime.topic() to an older database, once', async () => {
    const { db } = older;
    await expect(db.exec(await readFile(REALTIME_MIGRATION, 'utf8'))).rejects.toThrow(/realtime/);
    expect(await upgradeRealtimePlatform(db)).toBe(true);
    await db.exec(await readFile(REALTIME_MIGRATION, 'utf8'));
    const { rows } = await db.query<{ policies: number }>(
      `select count(*)::int as policies from pg_policies where schemaname = 'realtime' and tablename = 'messages'`,
    );
    expect(rows[0]!.policies).toBe(2);
    expect(await upgradeRealtimePlatform(db)).toBe(false);
  });
});
