import {
  authReadyAtom,
  authStore,
  profileAtom,
  profileLoadingAtom,
  sessionAtom,
} from '../state/atoms';

/** The atoms live in jotai's default store, which outlives a test; start each test signed out. */
export function resetAuthState(): void {
  authStore.set(sessionAtom, null);
  authStore.set(profileAtom, null);
  authStore.set(profileLoadingAtom, false);
  authStore.set(authReadyAtom, false);
}
