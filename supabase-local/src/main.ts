#!/usr/bin/env node
import { startServer } from './server.js';

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
  const server = await starting.catch(() => undefined);
  await server?.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
