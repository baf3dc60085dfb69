import { loadReader, type Database, type Tables } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { isUuid } from '@univida/shared-router';
import { PROFILE_LOAD_ERROR } from '../constants';

/** What a flatmate's page shows: public profile fields only (email and phone live elsewhere). */
export type Roommate = Pick<
  Tables<'profiles'>,
  | 'id'
  | 'full_name'
  | 'bio'
  | 'career'
  | 'city'
  | 'budget'
  | 'hobbies'
  | 'profile_picture_url'
  | 'early_bird'
  | 'party_animal'
  | 'house_parties'
  | 'smoker_tolerant'
  | 'pets_allowed'
>;
export type Compatibility = Database['public']['CompositeTypes']['roommate_compatibility'];

export interface RoommateDetail {
  roommate: Roommate | null;
  /** Null for a visitor, a non-student, or oneself. */
  compatibility: Compatibility | null;
}

const COLUMNS =
  'id, full_name, bio, career, city, budget, hobbies, profile_picture_url, early_bird, party_animal, house_parties, smoker_tolerant, pets_allowed';

/**
 * A student's profile while they look for a flatmate (as the list shows them; one who stopped is
 * not found) and, for a signed-in student, the same compatibility the list shows. An id that is
 * not a UUID finds nobody, without asking.
 */
export async function getRoommate(id: string): Promise<RoommateDetail> {
  if (!isUuid(id)) return { roommate: null, compatibility: null };
  const reader = await loadReader();
  const [profile, compatibility] = await Promise.all([
    reader
      .from('profiles')
      .select(COLUMNS)
      .eq('id', id)
      .eq('user_type', 'student')
      .eq('is_looking_for_roommate', true)
      .maybeSingle(),
    reader.rpc('get_roommate_compatibility', { p_profile_id: id }),
  ]);
  if (profile.error) throw profile.error;
  if (compatibility.error) throw compatibility.error;
  const score = compatibility.data;
  return { roommate: profile.data, compatibility: score && score.score !== null ? score : null };
}

export const getRoommateQueryOptions = (id: string, viewerId: string | null) =>
  queryOptions({
    queryKey: ['roommates', 'detail', id, viewerId],
    queryFn: () => getRoommate(id),
    meta: { errorTitle: PROFILE_LOAD_ERROR },
  });

export function useRoommate(id: string, viewerId: string | null) {
  return useQuery(getRoommateQueryOptions(id, viewerId));
}
