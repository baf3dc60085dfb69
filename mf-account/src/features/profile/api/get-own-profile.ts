import { queryOptions, useQuery, type QueryClient } from '@univida/shared-query';
import { getSupabase, refreshProfile, type Profile } from '@univida/shared-auth';
import type { ProfileContact } from '../types/profile-form';

/** The contact half comes from profile_contacts, which only the user (and admins) can read. */
export interface OwnProfile extends ProfileContact {
  profile: Profile;
}

export async function getOwnProfile(userId: string): Promise<OwnProfile> {
  const supabase = getSupabase();
  const [profile, contact] = await Promise.all([
    supabase.from('profiles').select('*').eq('id', userId).single(),
    supabase
      .from('profile_contacts')
      .select('phone, admission_grade')
      .eq('id', userId)
      .maybeSingle(),
  ]);
  if (profile.error) throw profile.error;
  if (contact.error) throw contact.error;
  return {
    profile: profile.data,
    phone: contact.data?.phone ?? null,
    admissionGrade: contact.data?.admission_grade ?? null,
  };
}

export const getOwnProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['own-profile', userId],
    queryFn: () => getOwnProfile(userId),
    meta: { errorTitle: 'Error al cargar el perfil' },
  });

export function useOwnProfile(userId: string) {
  return useQuery(getOwnProfileQueryOptions(userId));
}

/** After a change to the user's profile: this page's copy, and the header's (shared-auth's). */
export const refreshOwnProfile = (queryClient: QueryClient, userId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getOwnProfileQueryOptions(userId).queryKey }),
    refreshProfile(),
  ]);
