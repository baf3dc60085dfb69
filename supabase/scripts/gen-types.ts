// `npm run gen:types`: shared-auth/src/database.types.ts from the migrated schema, by Supabase's
// own generator (@supabase/postgres-meta, what `supabase gen types typescript` runs), so the
// types never drift from supabase/migrations. The migrations are applied to a throwaway
// PostgreSQL 15 cluster (or, with `--pglite`, to an in-memory PGlite that postgres-meta reaches
// over the wire protocol through @electric-sql/pglite-socket), postgres-meta introspects it,
// prettier formats the result. Both engines must give the same file.
// `--check` exits 1 when the committed file differs (supabase/tests/database-types.test.ts too).
import { execFile } from 'node:child_process';
import net from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { format, resolveConfig } from 'prettier';
import { applyMigrations } from '@univida/supabase-local/src/db/migrate.ts';
import { pgliteExtensions } from '@univida/supabase-local/src/db/pglite-extensions.ts';
import { startPostgres } from '@univida/supabase-local/testing/postgres';
import { pgliteSession, pgSession, type Engine, type Session } from '../tests/support/sessions.ts';

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

/** A migrated database postgres-meta can connect to, on either engine. */
interface MigratedDatabase {
  url: string;
  stop(): Promise<void>;
}

// The seed adds rows, never types: leave it out.
const migrate = (session: Session) => applyMigrations(session, { seedPath: '' });

async function migratedPostgres(): Promise<MigratedDatabase> {
  const postgres = await startPostgres();
  try {
    const session = await pgSession(postgres.url);
    try {
      await migrate(session);
    } finally {
      await session.close();
    }
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  return { url: postgres.url, stop: () => postgres.stop() };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function migratedPglite(): Promise<MigratedDatabase> {
  const db = new PGlite({ extensions: pgliteExtensions });
  await migrate(pgliteSession(db));
  const port = await freePort();
  // postgres-meta opens a small pool; the socket server queues their queries onto PGlite's
  // single session.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 16 });
  await server.start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

/** The file as the migrations make it today. */
export async function generateDatabaseTypes(engine: Engine = 'pg15'): Promise<string> {
  const database = await (engine === 'pglite' ? migratedPglite() : migratedPostgres());
  try {
    const generated = await typesFrom(database.url);
    const options = (await resolveConfig(TYPES_FILE)) ?? {};
    return format(`${HEADER}\n${generated}`, { ...options, filepath: TYPES_FILE });
  } finally {
    await database.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const types = await generateDatabaseTypes(process.argv.includes('--pglite') ? 'pglite' : 'pg15');
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
