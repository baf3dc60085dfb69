// applyMigrations behaves like the Supabase CLI on every server start: platform once, each
// migration once (recorded with its SQL), the seed only on the first run, a failing file not at all.
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations, defaultPaths } from '@univida/supabase-local/src/db/migrate.ts';
import { pgliteSession } from './support/sessions.ts';

describe('applyMigrations', () => {
  const dir = mkdtempSync(join(tmpdir(), 'univida-migrate-'));
  const migrationsDir = join(dir, 'migrations');
  const seedPath = join(dir, 'seed.sql');
  cpSync(defaultPaths.migrationsDir, migrationsDir, { recursive: true });
  writeFileSync(seedPath, "insert into public.universities (name, city, short_name) values ('Seeded', current_setting('seed.storage_url', true), 'S');");
  const db = pgliteSession();
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies platform, migrations and seed on a fresh database', async () => {
    const result = await applyMigrations(db, { migrationsDir, seedPath, seedStorageUrl: 'http://files.test/public' });
    expect(result.platformApplied).toBe(true);
    expect(result.seeded).toBe(true);
    const versions = readdirSync(migrationsDir).map((file) => file.slice(0, 14)).sort();
    expect(versions[0]).toBe('20261122110000');
    expect(result.applied).toEqual(versions);
    const { rows } = await db.query('select city from universities');
    expect(rows).toEqual([{ city: 'http://files.test/public' }]);
    const recorded = await db.query<{ name: string; has_sql: boolean }>(
      "select name, statements[1] like '%create table public.profiles%' as has_sql from supabase_migrations.schema_migrations where version = '20261122110000'",
    );
    expect(recorded.rows).toEqual([{ name: 'schema', has_sql: true }]);
  });

  it('does nothing on restart', async () => {
    expect(await applyMigrations(db, { migrationsDir, seedPath })).toEqual({ platformApplied: false, applied: [], seeded: false });
    expect((await db.query('select 1 from universities')).rows).toHaveLength(1);
  });

  it('applies a new migration later without seeding again, and rolls back a failing one', async () => {
    writeFileSync(join(migrationsDir, '20991231000000_add_motto.sql'), 'alter table public.universities add column motto text;');
    expect(await applyMigrations(db, { migrationsDir, seedPath })).toEqual({ platformApplied: false, applied: ['20991231000000'], seeded: false });

    writeFileSync(join(migrationsDir, '20991231000001_broken.sql'), 'alter table public.universities add column rank int; select no_such_function();');
    await expect(applyMigrations(db, { migrationsDir, seedPath })).rejects.toThrow(/no_such_function/);
    const columns = await db.query("select 1 from information_schema.columns where table_name = 'universities' and column_name = 'rank'");
    expect(columns.rows).toEqual([]);
    const versions = await db.query("select 1 from supabase_migrations.schema_migrations where version = '20991231000001'");
    expect(versions.rows).toEqual([]);
  });
});
