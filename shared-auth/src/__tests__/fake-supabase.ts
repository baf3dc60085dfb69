import type { Session } from '@supabase/supabase-js';
import { vi } from 'vitest';

type AuthListener = (event: string, session: Session | null) => void;

/** A stand-in for the Supabase client with just the calls shared-auth makes, driven by the test. */
export function createFakeSupabase() {
  const listeners = new Set<AuthListener>();
  let resolveSession: (session: Session | null) => void = () => {};
  const profileResult: { data: unknown; error: unknown } = { data: null, error: null };
  const eq = vi.fn(() => ({ maybeSingle: () => Promise.resolve(profileResult) }));
  const client = {
    auth: {
      getSession: vi.fn(
        () =>
          new Promise<{ data: { session: Session | null } }>((resolve) => {
            resolveSession = (session) => resolve({ data: { session } });
          }),
      ),
      onAuthStateChange: vi.fn((listener: AuthListener) => {
        listeners.add(listener);
        return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
      }),
      signUp: vi.fn(),
      signInWithPassword: vi.fn(),
      signOut: vi.fn(),
    },
    from: vi.fn(() => ({ select: () => ({ eq }) })),
  };
  return {
    client,
    profileQuery: eq,
    finishSessionCheck: (session: Session | null) => resolveSession(session),
    emit: (event: string, session: Session | null) =>
      listeners.forEach((listener) => listener(event, session)),
    setProfileResult: (data: unknown, error: unknown = null) =>
      Object.assign(profileResult, { data, error }),
    listenerCount: () => listeners.size,
  };
}

export function fakeSession(userId: string, email = `${userId}@example.com`): Session {
  return {
    access_token: `token-${userId}`,
    refresh_token: 'refresh',
    expires_in: 3600,
    token_type: 'bearer',
    user: {
      id: userId,
      email,
      app_metadata: {},
      user_metadata: {},
      aud: 'authenticated',
      created_at: '',
    },
  } as Session;
}
