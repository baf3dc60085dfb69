import { useAtomValue } from 'jotai';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Session } from '@supabase/supabase-js';
import {
  hasStoredSession,
  isSessionStorageKey,
  loadSupabase,
  onSupabaseLoaded,
  type UniVidaClient,
} from '../client/supabase';
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
 *
 * A browser with no stored session is signed out without downloading supabase-js: the provider
 * starts following auth events once something loads the client (a remote, e.g. the login page)
 * or once another tab stores a session.
 */
export function AuthProvider({ children, fallback = null }: AuthProviderProps) {
  // With no stored session there is nothing to check: the page renders in the first render
  // instead of in a second one, which a default update would run as one long task.
  const [visitorAtStart] = useState(() => !hasStoredSession());
  const ready = useAtomValue(authReadyAtom, { store: authStore }) || visitorAtStart;

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    let profileUserId: string | null | undefined;
    // Fetch the profile only when the user changes (not on every token refresh), or when
    // the user record itself was updated.
    const syncProfile = (force: boolean) => {
      const userId = authStore.get(sessionAtom)?.user.id ?? null;
      if (!force && userId === profileUserId) return;
      profileUserId = userId;
      void refreshProfile();
    };
    const follow = (supabase: UniVidaClient) => {
      if (!active) return;
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        authStore.set(sessionAtom, session);
        // Supabase calls must not run inside this callback (it holds the client's auth lock).
        setTimeout(() => syncProfile(event === 'USER_UPDATED'), 0);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    };
    const finishCheck = (session: Session | null) => {
      // A transition: the whole page renders now, in slices that let the browser in between.
      startTransition(() => {
        authStore.set(sessionAtom, session);
        authStore.set(authReadyAtom, true);
      });
      syncProfile(false);
    };

    if (!hasStoredSession()) {
      finishCheck(null);
      const stopWaiting = onSupabaseLoaded(follow);
      // Another tab signing in stores the session: load the client, which reports it.
      const onStorage = (event: StorageEvent) => {
        if (event.newValue !== null && isSessionStorageKey(event.key)) void loadSupabase();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        active = false;
        stopWaiting();
        window.removeEventListener('storage', onStorage);
        unsubscribe();
      };
    }

    loadSupabase().then(
      (supabase) => {
        if (!active) return;
        void supabase.auth.getSession().then(({ data }) => {
          if (active) finishCheck(data.session);
        });
        follow(supabase);
      },
      (error: unknown) => {
        // Without the client nobody can be signed in; the page still renders (signed out).
        console.error('Could not load the Supabase client', error);
        if (active) finishCheck(null);
      },
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  return (
    <InsideAuthProvider.Provider value={true}>
      {ready ? children : fallback}
    </InsideAuthProvider.Provider>
  );
}
