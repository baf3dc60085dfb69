import type { Session } from '@supabase/supabase-js';
import { atom, getDefaultStore } from 'jotai';
import type { Tables } from '../database.types';

export type Profile = Tables<'profiles'>;

/**
 * Auth state lives in jotai's default store and every hook reads it from there explicitly,
 * so a remote that wraps itself in its own jotai <Provider> still sees the same session.
 */
export const authStore = getDefaultStore();

/** Current session; null when signed out. */
export const sessionAtom = atom<Session | null>(null);
/** Public profile row of the signed-in user; null when signed out or when it could not be loaded. */
export const profileAtom = atom<Profile | null>(null);
/** True while the profile of the current session is being fetched. */
export const profileLoadingAtom = atom(false);
/** False until the first session check has finished. */
export const authReadyAtom = atom(false);
