// Applies the Supabase project (supabase/migrations, then the seed) to a database the way the
// Supabase CLI does, after laying down the platform objects a hosted project already has.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { SqlExec } from './types.js';

export interface ApplyMigrationsOptions {
  migrationsDir?: string;
  platformSqlPath?: string;
  seedPath?: string;
  /** Public storage URL the seed builds image URLs from (the seed.storage_url setting). */
  seedStorageUrl?: string;
  log?: (msg: string) => void;
}

export interface ApplyMigrationsResult {
  platformApplied: boolean;
  /** Versions applied by this call, oldest first. */
  applied: string[];
  seeded: boolean;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const MIGRATION_FILE = /^(\d{14})_(.+)\.sql$/;

export const defaultPaths = {
  migrationsDir: `${repoRoot}supabase/migrations`,
  platformSqlPath: `${repoRoot}supabase-local/sql/platform.sql`,
  seedPath: `${repoRoot}supabase/seed.sql`,
};

/**
 * Brings the database up to date. `db` must be one session (a PGlite instance or a single pg
 * client): each file runs between `begin` and `commit` issued through it. Safe to call on every
 * start: the platform is applied only when schema auth is missing, each migration once, and the
 * seed only on the run that applied the first migrations.
 */
export async function applyMigrations(
  db: SqlExec,
  opts: ApplyMigrationsOptions = {},
): Promise<ApplyMigrationsResult> {
  const log = opts.log ?? (() => {});
  const migrationsDir = opts.migrationsDir ?? defaultPaths.migrationsDir;
  const platformSqlPath = opts.platformSqlPath ?? defaultPaths.platformSqlPath;
  const seedPath = opts.seedPath ?? defaultPaths.seedPath;

  const platformApplied = !(await schemaExists(db, 'auth'));
  if (platformApplied) {
    log('applying platform.sql');
    const platform = await readFile(platformSqlPath, 'utf8');
    await inTransaction(db, () => db.exec(platform));
  }

  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text,
      statements text[]
    );`);
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const done = new Set(rows.map((row) => row.version));
  const firstRun = done.size === 0;

  const files = (await readdir(migrationsDir)).filter((f) => MIGRATION_FILE.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const [, version, name] = MIGRATION_FILE.exec(file)!;
    if (done.has(version!)) continue;
    const sql = await readFile(`${migrationsDir}/${file}`, 'utf8');
    log(`applying migration ${file}`);
    await inTransaction(db, async () => {
      await db.exec(sql);
      await db.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, name, [sql]],
      );
    });
    applied.push(version!);
  }

  const seeded = firstRun && applied.length > 0 && existsSync(seedPath);
  if (seeded) {
    log(`applying seed ${seedPath}`);
    const seed = await readFile(seedPath, 'utf8');
    await inTransaction(db, async () => {
      if (opts.seedStorageUrl) {
        await db.query("select set_config('seed.storage_url', $1, true)", [opts.seedStorageUrl]);
      }
      await db.exec(seed);
    });
  }
  return { platformApplied, applied, seeded };
}

async function schemaExists(db: SqlExec, schema: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'select exists (select 1 from pg_namespace where nspname = $1) as found',
    [schema],
  );
  return rows[0]?.found === true;
}

async function inTransaction(db: SqlExec, work: () => Promise<unknown>): Promise<void> {
  await db.exec('begin');
  try {
    await work();
    await db.exec('commit');
  } catch (error) {
    await db.exec('rollback');
    throw error;
  }
}

