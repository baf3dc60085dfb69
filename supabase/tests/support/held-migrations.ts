// A data migration is tested the way a deployed database meets it: migrated (and seeded) up to it,
// with rows written as they were before it, then it and every later migration applied.
import { copyFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { applyMigrations, defaultPaths } from '@univida/supabase-local/src/db/migrate.ts';
import { pgliteSession } from './sessions.ts';

/**
 * A PGlite database for a describe block, closed after it: `applyBefore()` migrates it up to
 * `migration` (a file name), `applyRest()` then applies that one and the later ones, resolving to
 * the versions it applied, and `held` lists those versions.
 */
export function heldAtMigration(migration: string) {
  const dir = mkdtempSync(join(tmpdir(), 'univida-held-migration-'));
  const migrationsDir = join(dir, 'migrations');
  const held = readdirSync(defaultPaths.migrationsDir).filter((file) => file >= migration);
  cpSync(defaultPaths.migrationsDir, migrationsDir, {
    recursive: true,
    filter: (source) => !held.some((file) => source.endsWith(file)),
  });
  const db = pgliteSession();
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    db,
    held: held.map((file) => file.slice(0, 14)),
    applyBefore: () => applyMigrations(db, { migrationsDir }),
    async applyRest(): Promise<string[]> {
      for (const file of held)
        copyFileSync(join(defaultPaths.migrationsDir, file), join(migrationsDir, file));
      return (await applyMigrations(db, { migrationsDir })).applied;
    },
  };
}
