import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startPostgres, type TestPostgres } from '../../testing/postgres.js';
import { startServer, type RunningServer, type StartOptions } from '../../src/server.js';
import { nodeClient } from './client.js';

export type BackendKind = 'pglite' | 'postgres';

export const ADMIN = { email: 'admin@univida.test', password: 'AdminPassword2026!' };

export interface TestBackend extends RunningServer {
  dataDir: string;
  /** A fresh supabase-js client with the anon key (no persisted session, no auto refresh). */
  client(): SupabaseClient;
  /** A client with the service_role key, for arranging data. */
  service(): SupabaseClient;
  stop(): Promise<void>;
}

export async function startBackend(kind: BackendKind, options: StartOptions = {}): Promise<TestBackend> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-test-'));
  let postgres: TestPostgres | undefined;
  if (kind === 'postgres') postgres = await startPostgres();
  const server = await startServer({
    port: 0,
    dataDir,
    databaseUrl: postgres?.url,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    rateLimits: { signupPerMinute: 0, tokenPerMinute: 0 },
    ...options,
  });
  const makeClient = (key: string) => nodeClient(server.url, key);
  return {
    ...server,
    dataDir,
    client: () => makeClient(server.anonKey),
    service: () => makeClient(server.serviceRoleKey),
    async stop() {
      await server.close();
      await postgres?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@test.univida.es`;

/** Signs a new user up through supabase-js and returns the signed-in client. */
export async function signUpUser(backend: TestBackend, metadata: Record<string, unknown> = {}, label = 'user') {
  const client = backend.client();
  const email = uniqueEmail(label);
  const password = 'Password123!';
  const { data, error } = await client.auth.signUp({ email, password, options: { data: metadata } });
  if (error || !data.user || !data.session) throw error ?? new Error('sign-up returned no session');
  return { client, user: data.user, session: data.session, email, password };
}

export async function signInAdmin(backend: TestBackend) {
  const client = backend.client();
  const { data, error } = await client.auth.signInWithPassword(ADMIN);
  if (error || !data.user) throw error ?? new Error('admin sign-in failed');
  return { client, user: data.user, session: data.session };
}
