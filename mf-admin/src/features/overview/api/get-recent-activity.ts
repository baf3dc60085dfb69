import { getSupabase } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { ADMIN_QUERY_KEY, RECENT_LIMIT } from '../../../constants';
import { mergeActivity, type Activity } from '../lib/merge-activity';

/** The 5 newest profiles, accommodations and news, merged newest first (SPEC §2, §7). */
export async function getRecentActivity(): Promise<Activity[]> {
  const supabase = getSupabase();
  const [profiles, accommodations, news] = await Promise.all([
    supabase
      .from('profiles')
      .select('id, full_name, created_at')
      .order('created_at', { ascending: false })
      .limit(RECENT_LIMIT),
    supabase
      .from('accommodations')
      .select('id, name, city, created_at')
      .order('created_at', { ascending: false })
      .limit(RECENT_LIMIT),
    supabase
      .from('news')
      .select('id, title, created_at')
      .order('created_at', { ascending: false })
      .limit(RECENT_LIMIT),
  ]);
  for (const result of [profiles, accommodations, news]) if (result.error) throw result.error;
  return mergeActivity(
    [
      (profiles.data ?? []).map((row) => ({
        kind: 'user' as const,
        id: row.id,
        text: `${row.full_name} se ha registrado`,
        createdAt: row.created_at,
      })),
      (accommodations.data ?? []).map((row) => ({
        kind: 'accommodation' as const,
        id: row.id,
        text: `${row.name} (${row.city})`,
        createdAt: row.created_at,
      })),
      (news.data ?? []).map((row) => ({
        kind: 'news' as const,
        id: row.id,
        text: row.title,
        createdAt: row.created_at,
      })),
    ],
    RECENT_LIMIT,
  );
}

export const getRecentActivityQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'recent-activity'],
    queryFn: getRecentActivity,
    meta: { errorTitle: 'Error al cargar la actividad reciente' },
  });

export function useRecentActivity() {
  return useQuery(getRecentActivityQueryOptions());
}
