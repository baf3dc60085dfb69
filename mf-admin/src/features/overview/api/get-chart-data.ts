import { getSupabase } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { ADMIN_QUERY_KEY, SIGNUP_WEEKS } from '../../../constants';

export interface ChartData {
  signups: { weekStart: string; students: number; owners: number }[];
  listingsPerCity: { city: string; listings: number }[];
}

/** Sign-ups per week (last 12, students vs owners) and listings per city, counted in the database. */
export async function getChartData(): Promise<ChartData> {
  const supabase = getSupabase();
  const [signups, cities] = await Promise.all([
    supabase.rpc('admin_signups_per_week', { p_weeks: SIGNUP_WEEKS }),
    supabase.rpc('admin_listings_per_city'),
  ]);
  if (signups.error) throw signups.error;
  if (cities.error) throw cities.error;
  return {
    signups: signups.data.map((week) => ({
      weekStart: week.week_start,
      students: Number(week.students),
      owners: Number(week.owners),
    })),
    listingsPerCity: cities.data.map((row) => ({ city: row.city, listings: Number(row.listings) })),
  };
}

export const getChartDataQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'charts'],
    queryFn: getChartData,
    meta: { errorTitle: 'Error al cargar los gráficos' },
  });

export function useChartData() {
  return useQuery(getChartDataQueryOptions());
}
