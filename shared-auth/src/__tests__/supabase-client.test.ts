import { createClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getSupabase,
  initSupabase,
  loadSupabase,
  onSupabaseLoaded,
  resetSupabaseForTests,
} from '../client/supabase';

vi.mock('@supabase/supabase-js', () => ({ createClient: vi.fn(() => ({ id: Math.random() })) }));

describe('the Supabase client', () => {
  beforeEach(() => {
    resetSupabaseForTests();
    vi.mocked(createClient).mockClear();
  });

  it('refuses to hand out a client before initialisation', async () => {
    expect(() => getSupabase()).toThrow('call initSupabase(config) before using Supabase');
    await expect(loadSupabase()).rejects.toThrow('call initSupabase(config)');
  });

  it('is not created until something loads it', () => {
    initSupabase({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'anon' });
    expect(createClient).not.toHaveBeenCalled();
    expect(() => getSupabase()).toThrow('await loadSupabase() before getSupabase()');
  });

  it('is created once from the first runtime config, with a persisted, auto-refreshed session', async () => {
    initSupabase({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'anon' });
    initSupabase({ supabaseUrl: 'https://other.example', supabaseAnonKey: 'x' });
    const loaded = vi.fn();
    onSupabaseLoaded(loaded);
    const [first, second] = await Promise.all([loadSupabase(), loadSupabase()]);
    expect(second).toBe(first);
    expect(getSupabase()).toBe(first);
    expect(loaded).toHaveBeenCalledWith(first);
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(createClient).toHaveBeenCalledWith('https://abc.supabase.co', 'anon', {
      auth: { persistSession: true, autoRefreshToken: true, storageKey: 'sb-abc-auth-token' },
    });
  });

  it('tries the download again after a failure', async () => {
    initSupabase({ supabaseUrl: 'http://localhost:54321', supabaseAnonKey: 'anon' });
    vi.mocked(createClient).mockImplementationOnce(() => {
      throw new Error('offline');
    });
    await expect(loadSupabase()).rejects.toThrow('offline');
    await expect(loadSupabase()).resolves.toBeDefined();
    expect(createClient).toHaveBeenCalledTimes(2);
  });
});
