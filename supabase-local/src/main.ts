#!/usr/bin/env node
import { configFromEnv } from './config.js';
import { startServer } from './server.js';
import { resolveSecrets } from './auth/secrets.js';

// A request that never finishes must not keep the process (and the data-directory lock) forever.
const SHUTDOWN_TIMEOUT_MS = 10_000;

function failed(error: unknown): never {
  console.error('supabase-local failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
}

const config = configFromEnv();
let secrets: ReturnType<typeof resolveSecrets>;
try {
  secrets = resolveSecrets(config);
} catch (error) {
  failed(error);
}
const { generatedIn, ...fromFile } = secrets;
if (generatedIn) {
  const used = [fromFile.jwtSecret && 'JWT secret', fromFile.adminPassword && 'admin password'];
  console.log(
    `supabase-local: first start, generated the ${used.filter(Boolean).join(' and ')} in ${generatedIn}`,
  );
  // The only time the password is shown; it stays in the file (mode 0600).
  if (fromFile.adminPassword) {
    console.log(
      `admin: ${config.adminEmail} / ${fromFile.adminPassword} (shown only now; ADMIN_PASSWORD sets your own)`,
    );
  }
}

const starting = startServer({ announce: true, ...fromFile });
starting.catch(failed);

// Installed before startup finishes, so a signal during boot still closes the database and releases the lock.
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`supabase-local: ${signal}, shutting down`);
  setTimeout(() => {
    console.error('supabase-local: shutdown timed out');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  const server = await starting.catch(() => undefined);
  await server?.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
