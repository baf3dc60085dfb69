import { createClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase, initSupabase, resetSupabaseForTests } from '../client/supabase';

vi.mock('@supabase/supabase-js', () => ({ createClient: vi.fn(() => ({ id: Math.random() })) }));

describe('the Supabase client', () => {
  beforeEach(() => {
    resetSupabaseForTests();
    vi.mocked(createClient).mockClear();
  });

  it('refuses to hand out a client before initialisation', () => {
    expect(() => getSupabase()).toThrow('call initSupabase(config) before getSupabase()');
  });

  it('is created once from the runtime config with a persisted, auto-refreshed session', () => {
    const config = { supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'anon' };
    const first = initSupabase(config);
    const second = initSupabase({ supabaseUrl: 'https://other.example', supabaseAnonKey: 'x' });
    expect(second).toBe(first);
    expect(getSupabase()).toBe(first);
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(createClient).toHaveBeenCalledWith('https://abc.supabase.co', 'anon', {
      auth: { persistSession: true, autoRefreshToken: true },
    });
  });
});
