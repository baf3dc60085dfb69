import type { Session, User } from '@supabase/supabase-js';
import { useAtomValue } from 'jotai';
import { useContext } from 'react';
import { InsideAuthProvider } from '../provider/auth-context';
import { authStore, sessionAtom } from '../state/atoms';

/** Fails loudly so a component mounted outside AuthProvider never silently sees "signed out". */
export function assertInsideAuthProvider(hook: string, inside: boolean): void {
  if (!inside) {
    throw new Error(
      `${hook} must be used within an AuthProvider (wrap the app in <AuthProvider> or <AppProviders>).`,
    );
  }
}

export function useSession(): { session: Session | null; user: User | null } {
  assertInsideAuthProvider('useSession', useContext(InsideAuthProvider));
  const session = useAtomValue(sessionAtom, { store: authStore });
  return { session, user: session?.user ?? null };
}
