// supabase-js clients on the backend the global setup started (./global-setup.ts): the same
// client the apps use, so a test of data code checks what the database really stores.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { initSupabase, loadSupabase, signOut, type Database } from '@univida/shared-auth';
import { inject, onTestFinished } from 'vitest';
import { TEST_ADMIN } from '@univida/supabase-local/testing/vitest-backend-info';
import { sendJsdomFormDataWithNodeFetch } from './jsdom-fetch';

export type TestClient = SupabaseClient<Database>;

const clientAt = (url: string, key: string): TestClient =>
  createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

const clientFor = (key: string) => clientAt(inject('testBackend').url, key);

/** A visitor's client (anon key, no session). */
export const anonClient = () => clientFor(inject('testBackend').anonKey);

/** The service role's client, for arranging data and reading it back past RLS. */
export const serviceClient = () => clientFor(inject('testBackend').serviceRoleKey);

let counter = 0;

export interface SignedUpUser {
  client: TestClient;
  userId: string;
  email: string;
  password: string;
}

/** Signs a new user up (metadata as the registration form sends it) and returns their client. */
export async function signUpUser(metadata: Record<string, unknown> = {}): Promise<SignedUpUser> {
  const client = anonClient();
  const email = `unit-${Date.now()}-${++counter}@test.univida.es`;
  const password = 'Contrasena-de-prueba-2026';
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { full_name: 'Ana Ruiz', user_type: 'student', ...metadata } },
  });
  if (error || !data.user || !data.session) throw error ?? new Error('sign-up gave no session');
  return { client, userId: data.user.id, email, password };
}

/**
 * Points the page's own Supabase client (shared-auth's `loadSupabase`/`getSupabase`) at the test
 * backend, so components and their data code run unmocked, as in the browser.
 */
export async function connectSupabase(): Promise<void> {
  const { url, anonKey } = inject('testBackend');
  await sendJsdomFormDataWithNodeFetch();
  initSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
  await loadSupabase();
}

/**
 * Signs `account` in on the page's own client, as the login form does (connecting it first), so
 * the AuthProvider of the next render reads the session and the profile the backend really has.
 * Whoever was signed in before is signed out first.
 */
export async function signInPage(account: { email: string; password: string }): Promise<void> {
  await signOutPage();
  const { error } = await (await loadSupabase()).auth.signInWithPassword(account);
  if (error) throw error;
}

/** Signs the test admin (made by the backend at start, as `npm start` makes its admin) in. */
export const signInAdminPage = () => signInPage(TEST_ADMIN);

/** Signs the page's client out (a visitor again), forgetting the session and profile it held. */
export async function signOutPage(): Promise<void> {
  await connectSupabase();
  await signOut();
}

/**
 * Makes the backend unreachable for the page (every request to it fails as a dropped connection
 * does) until the returned function is called, or the test ends.
 */
export function takeBackendDown(): () => void {
  const { url } = inject('testBackend');
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    if (target.startsWith(url)) throw new TypeError('Failed to fetch');
    return fetchBefore(input, init);
  };
  const bringBack = () => {
    globalThis.fetch = fetchBefore;
  };
  onTestFinished(bringBack);
  return bringBack;
}
