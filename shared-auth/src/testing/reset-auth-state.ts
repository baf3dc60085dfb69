import {
  authReadyAtom,
  authStore,
  profileAtom,
  profileLoadingAtom,
  sessionAtom,
} from '../state/atoms';

// Tests only (`@univida/shared-auth/testing`): the auth state a fresh page starts with.

/**
 * The atoms live in jotai's default store, which outlives a test: back to a page that has not yet
 * checked its session, so the next AuthProvider checks it as on a page load.
 */
export function resetAuthState(): void {
  authStore.set(sessionAtom, null);
  authStore.set(profileAtom, null);
  authStore.set(profileLoadingAtom, false);
  authStore.set(authReadyAtom, false);
}
