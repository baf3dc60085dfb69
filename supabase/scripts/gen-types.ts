// `npm run gen:types`: shared-auth/src/database.types.ts from the migrated schema, by Supabase's
// own generator (@supabase/postgres-meta, what `supabase gen types typescript` runs), so the
// types never drift from supabase/migrations. The migrations are applied to a throwaway
// PostgreSQL 15 cluster, postgres-meta introspects it, prettier formats the result.
// `--check` exits 1 when the committed file differs (supabase/tests/database-types.test.ts too).
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { applyMigrations } from '@univida/supabase-local/src/db/migrate.ts';
import { startPostgres } from '@univida/supabase-local/testing/postgres';
import { pgSession } from '../tests/support/sessions.ts';

export const TYPES_FILE = fileURLToPath(
  new URL('../../shared-auth/src/database.types.ts', import.meta.url),
);

/** What hosted projects run; the generator records it for supabase-js's typed responses. */
const POSTGREST_VERSION = '12.2.3 (519615d)';

const HEADER = `// Typed schema of the UniVida database (public schema), generated from supabase/migrations by
// \`npm run gen:types\` (@supabase/postgres-meta, as \`supabase gen types typescript\`). Do not edit:
// change the migration, then run the script (a test fails while this file is out of date).
`;

const run = promisify(execFile);

async function typesFrom(databaseUrl: string): Promise<string> {
  const server = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@supabase/postgres-meta')),
    '../server/server.js',
  );
  const { stdout } = await run(process.execPath, [server], {
    env: {
      ...process.env,
      PG_META_DB_URL: databaseUrl,
      PG_META_GENERATE_TYPES: 'typescript',
      PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: 'public',
      PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
      PG_META_POSTGREST_VERSION: POSTGREST_VERSION,
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** The file as the migrations make it today. */
export async function generateDatabaseTypes(): Promise<string> {
  const postgres = await startPostgres();
  try {
    const session = await pgSession(postgres.url);
    try {
      // The seed adds rows, never types: leave it out.
      await applyMigrations(session, { seedPath: '' });
    } finally {
      await session.close();
    }
    const generated = await typesFrom(postgres.url);
    const options = (await resolveConfig(TYPES_FILE)) ?? {};
    return format(`${HEADER}\n${generated}`, { ...options, filepath: TYPES_FILE });
  } finally {
    await postgres.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const types = await generateDatabaseTypes();
  if (process.argv.includes('--check')) {
    const committed = await readFile(TYPES_FILE, 'utf8');
    if (committed !== types) {
      console.error(
        `${path.relative(process.cwd(), TYPES_FILE)} is out of date: run npm run gen:types`,
      );
      process.exit(1);
    }
  } else {
    await writeFile(TYPES_FILE, types);
    console.log(`wrote ${path.relative(process.cwd(), TYPES_FILE)}`);
  }
}
