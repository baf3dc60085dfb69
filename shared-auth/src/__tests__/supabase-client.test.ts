// The page's one client, with the real supabase-js on supabase-local (this package's test setup);
// createClient is watched, and made to fail once, to see when the client is made. Then the reader
// a page reads with before supabase-js has downloaded (PostgREST's own client), with fetch watched
// to see what was sent.
import '@univida/supabase-local/testing/vitest-backend-info';
import { createClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { startEarlyReads } from '../client/early-reads';
import {
  authStorageKey,
  getSupabase,
  initSupabase,
  loadReader,
  loadSupabase,
  onSupabaseLoaded,
  resetSupabaseForTests,
} from '../client/supabase';

vi.mock('@supabase/supabase-js', async (importOriginal) => {
  const real = await importOriginal<typeof import('@supabase/supabase-js')>();
  return { ...real, createClient: vi.fn(real.createClient) };
});

const backend = inject('testBackend');

describe('the Supabase client', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetSupabaseForTests();
    window.localStorage.clear();
    vi.mocked(createClient).mockClear();
  });

  it('refuses to hand out a client before initialisation', async () => {
    expect(() => getSupabase()).toThrow('call initSupabase(config) before using Supabase');
    await expect(loadSupabase()).rejects.toThrow('call initSupabase(config)');
  });

  it('is not created until something loads it', () => {
    initSupabase({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
    expect(createClient).not.toHaveBeenCalled();
    expect(() => getSupabase()).toThrow('await loadSupabase() before getSupabase()');
  });

  it('is created once, from the first runtime config, and keeps the session it signs in', async () => {
    initSupabase({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
    initSupabase({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'x' });
    const loaded = vi.fn();
    onSupabaseLoaded(loaded);
    const [first, second] = await Promise.all([loadSupabase(), loadSupabase()]);
    expect(second).toBe(first);
    expect(getSupabase()).toBe(first);
    expect(loaded).toHaveBeenCalledWith(first);
    expect(createClient).toHaveBeenCalledTimes(1);

    // It talks to the first config's backend and stores the session under the key the site reads.
    const email = `client-${Date.now()}@test.univida.es`;
    const { error } = await first.auth.signUp({ email, password: 'Contrasena-de-prueba-2026' });
    expect(error).toBeNull();
    const stored = window.localStorage.getItem(authStorageKey(backend.url));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ user: { email } });
  });

  it('tries the download again after a failure', async () => {
    initSupabase({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
    vi.mocked(createClient).mockImplementationOnce(() => {
      throw new Error('offline');
    });
    await expect(loadSupabase()).rejects.toThrow('offline');
    const client = await loadSupabase();
    expect(getSupabase()).toBe(client);
    expect(createClient).toHaveBeenCalledTimes(2);
  });
});

const config = { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey };
const realFetch = globalThis.fetch;
let sent: { url: string; authorization: string | null }[] = [];

const storeSession = (token: string, secondsLeft: number) =>
  window.localStorage.setItem(
    authStorageKey(backend.url),
    JSON.stringify({
      access_token: token,
      expires_at: Math.floor(Date.now() / 1000) + secondsLeft,
    }),
  );

/** The degree read as mf-university's get-degree.ts makes it. */
async function readDegree(id: number) {
  const reader = await loadReader();
  return reader.from('cut_off_scores').select('id, career').eq('id', id).maybeSingle();
}

describe('loadReader', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetSupabaseForTests();
    window.localStorage.clear();
    vi.mocked(createClient).mockClear();
    initSupabase(config);
    sent = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = decodeURIComponent(String(input));
        if (url.includes('/rest/v1/'))
          sent.push({ url, authorization: new Headers(init?.headers).get('authorization') });
        return realFetch(input, init);
      }),
    );
  });

  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('univida.early-reads')];
    vi.unstubAllGlobals();
  });

  it("reads a visitor's data with the anon key, without creating the Supabase client", async () => {
    const { data, error } = await readDegree(1);
    expect(error).toBeNull();
    expect(data).toEqual({ id: 1, career: expect.any(String) });
    expect(sent).toEqual([
      {
        url: `${backend.url}/rest/v1/cut_off_scores?select=id,career&id=eq.1`,
        authorization: `Bearer ${backend.anonKey}`,
      },
    ]);
    expect(createClient).not.toHaveBeenCalled();
  });

  it('reports what PostgREST answers: none, and a refused read', async () => {
    expect(await readDegree(999_999)).toMatchObject({ data: null, error: null });
    const reader = await loadReader();
    const refused = await reader.from('profile_contacts').insert({ id: crypto.randomUUID() });
    expect(refused.error).toMatchObject({ code: expect.any(String) });
  });

  it("takes the read the page's first script started", async () => {
    startEarlyReads(config, [{ path: 'cut_off_scores?select=id,career&id=eq.:id' }], { id: '1' });
    const { data } = await readDegree(1);
    expect(data).toMatchObject({ id: 1 });
    expect(sent).toHaveLength(1);
  });

  it("sends a stored session's token, and the next token once the session changes", async () => {
    storeSession('first-token', 3600);
    await readDegree(1);
    storeSession('second-token', 3600);
    await readDegree(1);
    expect(sent.map((request) => request.authorization)).toEqual([
      'Bearer first-token',
      'Bearer second-token',
    ]);
    expect(createClient).not.toHaveBeenCalled();
  });

  it('is the Supabase client when a stored session must be refreshed first', async () => {
    storeSession('old-token', 30);
    const reader = await loadReader();
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(reader).toBe(await loadSupabase());
  });

  it('is the Supabase client once it is loaded', async () => {
    const client = await loadSupabase();
    expect(await loadReader()).toBe(client);
  });
});
