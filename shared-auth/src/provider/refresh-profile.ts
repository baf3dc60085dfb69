import { loadSupabase } from '../client/supabase';
import {
  authStore,
  profileAtom,
  profileLoadingAtom,
  sessionAtom,
  type Profile,
} from '../state/atoms';

/** Loads the public profile row; failures are logged only and yield null (SPEC §4, §8 Other). */
async function fetchProfile(userId: string): Promise<Profile | null> {
  try {
    const { data, error } = await (
      await loadSupabase()
    )
      .from('profiles')
      .select('*')
      .eq('id', userId)
      .maybeSingle();
    if (error) throw error;
    return data;
  } catch (error) {
    console.error('Error fetching profile', error);
    return null;
  }
}

const currentUserId = () => authStore.get(sessionAtom)?.user.id ?? null;

/** Re-reads the signed-in user's profile into profileAtom (e.g. after the user edits it). */
export async function refreshProfile(): Promise<void> {
  const userId = currentUserId();
  if (!userId) {
    authStore.set(profileAtom, null);
    authStore.set(profileLoadingAtom, false);
    return;
  }
  authStore.set(profileLoadingAtom, true);
  const profile = await fetchProfile(userId);
  // A slower response for a user who has since signed out or changed must not win.
  if (currentUserId() !== userId) return;
  authStore.set(profileAtom, profile);
  authStore.set(profileLoadingAtom, false);
}
