// The page's one client, with the real supabase-js on supabase-local (this package's test setup);
// createClient is watched, and made to fail once, to see when the client is made.
import '@univida/supabase-local/testing/vitest-backend-info';
import { createClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import {
  authStorageKey,
  getSupabase,
  initSupabase,
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
