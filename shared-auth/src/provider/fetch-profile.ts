import { getSupabase } from '../client/supabase';
import type { Profile } from '../state/atoms';

/** Loads the public profile row; failures are logged only and yield null (SPEC §4, §8 Other). */
export async function fetchProfile(userId: string): Promise<Profile | null> {
  try {
    const { data, error } = await getSupabase().from('profiles').select('*').eq('id', userId).maybeSingle();
    if (error) throw error;
    return data;
  } catch (error) {
    console.error('Error fetching profile', error);
    return null;
  }
}
