#!/usr/bin/env node
import { startServer } from './server.js';

// A request that never finishes must not keep the process (and the data-directory lock) forever.
const SHUTDOWN_TIMEOUT_MS = 10_000;

const starting = startServer({ announce: true });
starting.catch((error: unknown) => {
  console.error('supabase-local failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

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
