// The chat project of test/project (not UniVida's schema): supabase-local must start on it and
// answer supabase-js as Supabase would.
import { fileURLToPath } from 'node:url';
import type { StartOptions } from '../../src/server.js';
import { startBackend, type BackendKind } from './backend.js';

export const PROJECT_MIGRATIONS = fileURLToPath(new URL('../project/migrations', import.meta.url));

export const startProjectBackend = (kind: BackendKind, options: StartOptions = {}) =>
  startBackend(kind, {
    migrationsDir: PROJECT_MIGRATIONS,
    seedPath: fileURLToPath(new URL('../project/seed.sql', import.meta.url)),
    ...options,
  });
