import { getSupabase } from '@univida/shared-auth';
import { queryOptions } from '@univida/shared-query';
import { whereHousing } from '@univida/shared-journey';
import type { HousingSearch } from '@univida/shared-journey/list-queries';

export interface RoomForYou {
  id: string;
  name: string;
  price_per_room: number;
  closest_university: string | null;
}

interface Student {
  city: string;
  career: string | null;
  budget: number | null;
}

/**
 * The student's university: the one university of their city that teaches their degree (by the
 * cut-off scores). The profile names no university, so with none or several there is no filter.
 */
export async function universityOf({ city, career }: Student): Promise<string | null> {
  if (!career) return null;
  const { data, error } = await getSupabase()
    .from('cut_off_scores')
    .select('university')
    .eq('city', city)
    .eq('career', career)
    .limit(50);
  if (error) throw error;
  const universities = new Set(data.map((row) => row.university));
  return universities.size === 1 ? [...universities][0]! : null;
}

/**
 * Rooms in the student's city within their budget, near their university when it is known:
 * the filters /alojamiento gets in the link (the price as the list's slider holds it), the newest
 * three and how many match.
 */
export async function getRoomsForYou(student: Student) {
  const search: HousingSearch = {
    city: student.city,
    university: await universityOf(student),
    maxPrice: student.budget,
  };
  const { data, count, error } = await whereHousing(
    getSupabase()
      .from('accommodations')
      .select('id, name, price_per_room, closest_university', { count: 'exact' }),
    search,
  )
    .order('created_at', { ascending: false })
    .order('id')
    .limit(3);
  if (error) throw error;
  return { search, rooms: data as RoomForYou[], total: count ?? data.length };
}

export const roomsForYouQueryOptions = (student: Student) =>
  queryOptions({
    queryKey: ['for-you', 'rooms', student],
    queryFn: () => getRoomsForYou(student),
    meta: { notifyError: false },
  });
