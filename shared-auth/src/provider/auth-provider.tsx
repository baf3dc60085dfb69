import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { getSupabase } from '../client/supabase';
import { authReadyAtom, authStore, sessionAtom } from '../state/atoms';
import { InsideAuthProvider } from './auth-context';
import { refreshProfile } from './refresh-profile';

interface AuthProviderProps {
  children: ReactNode;
  /** Rendered until the first session check has finished (default: nothing). */
  fallback?: ReactNode;
}

/**
 * Reads the session at start, follows every auth event (signed in/out, token refreshed, user
 * updated, password recovery) and keeps the signed-in user's profile in sync. Children render
 * only after the first session check (SPEC §4).
 */
export function AuthProvider({ children, fallback = null }: AuthProviderProps) {
  const ready = useAtomValue(authReadyAtom, { store: authStore });

  useEffect(() => {
    const supabase = getSupabase();
    let active = true;
    let profileUserId: string | null | undefined;
    // Fetch the profile only when the user changes (not on every token refresh), or when
    // the user record itself was updated.
    const syncProfile = (force: boolean) => {
      const userId = authStore.get(sessionAtom)?.user.id ?? null;
      if (!force && userId === profileUserId) return;
      profileUserId = userId;
      void refreshProfile();
    };

    void supabase.auth.getSession().then(({ data }) => {
      if (!active) return;
      authStore.set(sessionAtom, data.session);
      authStore.set(authReadyAtom, true);
      syncProfile(false);
    });
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      authStore.set(sessionAtom, session);
      // Supabase calls must not run inside this callback (it holds the client's auth lock).
      setTimeout(() => syncProfile(event === 'USER_UPDATED'), 0);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, []);

  return <InsideAuthProvider.Provider value={true}>{ready ? children : fallback}</InsideAuthProvider.Provider>;
}
