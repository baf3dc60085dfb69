import { getSupabase } from '@univida/shared-auth';
import { queryOptions } from '@univida/shared-query';

/** Pending leisure suggestions and pending reports: HEAD requests, counted by the database. */
export async function getAdminPending() {
  const supabase = getSupabase();
  const [suggestions, reports] = await Promise.all([
    supabase
      .from('leisure_spot_suggestions')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'pending'),
    supabase.from('reports').select('id', { count: 'exact', head: true }).eq('status', 'pending'),
  ]);
  if (suggestions.error) throw suggestions.error;
  if (reports.error) throw reports.error;
  return { suggestions: suggestions.count ?? 0, reports: reports.count ?? 0 };
}

export const adminPendingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['for-you', 'admin-pending', userId],
    queryFn: getAdminPending,
    meta: { notifyError: false },
  });
