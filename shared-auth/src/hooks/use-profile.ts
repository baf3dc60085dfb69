import { useAtomValue } from 'jotai';
import { useContext } from 'react';
import { InsideAuthProvider } from '../provider/auth-context';
import { refreshProfile } from '../provider/refresh-profile';
import { authStore, profileAtom, profileLoadingAtom, type Profile } from '../state/atoms';
import { assertInsideAuthProvider } from './use-session';

export function useProfile(): {
  profile: Profile | null;
  loading: boolean;
  refresh: () => Promise<void>;
} {
  assertInsideAuthProvider('useProfile', useContext(InsideAuthProvider));
  const profile = useAtomValue(profileAtom, { store: authStore });
  const loading = useAtomValue(profileLoadingAtom, { store: authStore });
  return { profile, loading, refresh: refreshProfile };
}

/** True once the signed-in user's profile says user_type 'admin'. UI only: RLS enforces access. */
export function useIsAdmin(): boolean {
  return useProfile().profile?.user_type === 'admin';
}
