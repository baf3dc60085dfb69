// A database an older platform.sql made (no auth.identities, GoTrue's columns missing) gets the
// re-runnable "Platform additions" before the migrations; a current one is left alone.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPaths } from '../migrate.js';
import { openPglite } from '../pglite.js';
import { upgradePlatform } from '../platform-upgrade.js';
import type { Db } from '../types.js';

describe('upgradePlatform', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(undefined);
    const platform = await readFile(defaultPaths.platformSqlPath, 'utf8');
    await db.exec(platform.slice(0, platform.indexOf('-- Platform additions')));
    await db.query(`insert into auth.users (email) values ('old@example.com')`);
  });
  afterAll(async () => {
    await db.close();
  });

  it('adds the roles, extensions and GoTrue columns to an older database, keeping its users, once', async () => {
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
