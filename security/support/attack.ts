// Small tools every attack file uses: raw HTTP against the backend as anon, as a user or as the
// service role, users signed up through supabase-js, and the verdict checks.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { expect } from 'vitest';
import { stack } from './stack-info.js';

export const PASSWORD = 'Xq7!vR2#tLp9-suite';

/** fetch against the backend with the anon key, or `token` as the bearer. */
export function api(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { backendUrl, anonKey } = stack();
  const { token, headers, ...rest } = init;
  return fetch(`${backendUrl}${path}`, {
    ...rest,
    headers: { apikey: anonKey, Authorization: `Bearer ${token ?? anonKey}`, ...headers },
    signal: rest.signal ?? AbortSignal.timeout(15_000),
  });
}

/** supabase-js as Node uses it (ws for Realtime, no persisted session). */
export function client(key = stack().anonKey): SupabaseClient {
  return createClient(stack().backendUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

export const serviceClient = () => client(stack().serviceRoleKey);

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@attack.univida.es`;

export interface SignedUser {
  client: SupabaseClient;
  id: string;
  email: string;
  token: string;
}

/** Signs up a new account (a student unless metadata says otherwise) and returns it signed in. */
export async function signUp(label: string, metadata: Record<string, unknown> = {}): Promise<SignedUser> {
  const c = client();
  const email = uniqueEmail(label);
  const { data, error } = await c.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { full_name: label, user_type: 'student', ...metadata } },
  });
  if (error || !data.session || !data.user) throw error ?? new Error('sign-up returned no session');
  return { client: c, id: data.user.id, email, token: data.session.access_token };
}

/** An owner account: made a student by sign-up, then promoted by the service role (as an admin would). */
export async function signUpOwner(label: string): Promise<SignedUser> {
  const user = await signUp(label, { user_type: 'owner' });
  const { error } = await serviceClient().from('profiles').update({ user_type: 'owner' }).eq('id', user.id);
  if (error) throw error;
  return user;
}

/** A refusal in PostgREST's error shape: the status, and { code, message, details, hint }. */
export async function expectPostgrestError(res: Response, status: number | number[]) {
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses).toContain(res.status);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  return body;
}

/** The server still answers /health and a REST read, each within `ms`. */
export async function expectAlive(ms = 1000) {
  const started = Date.now();
  const health = await api('/health', { signal: AbortSignal.timeout(ms) });
  expect(health.status).toBe(200);
  const read = await api('/rest/v1/cut_off_scores?select=id&limit=1', { signal: AbortSignal.timeout(ms) });
  expect(read.status).toBe(200);
  return Date.now() - started;
}
