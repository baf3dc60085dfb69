import { getSupabase } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { pageRange } from '@univida/shared-query/paging';
import { ADMIN_QUERY_KEY, PAGE_SIZE } from '../../../constants';
import { toPage, type Page } from '../../../lib/table-page';

export interface PendingReport {
  id: string;
  reason: string;
  created_at: string;
  reporterName: string | null;
  eventId: string;
  /** Null when the event no longer exists. */
  eventTitle: string | null;
}

/**
 * Pending reports from the events' report dialog, newest first, paged in the database, with the
 * reporter's name and the event's title (reports.item_id has no foreign key, so the events are
 * read by id in a second request).
 */
export async function getPendingReports(page: number): Promise<Page<PendingReport>> {
  const supabase = getSupabase();
  const [from, to] = pageRange(page, PAGE_SIZE);
  const reports = toPage(
    await supabase
      .from('reports')
      .select('id, reason, created_at, item_id, reporter:profiles(full_name)', { count: 'exact' })
      .eq('status', 'pending')
      .eq('item_type', 'event')
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
  const ids = [...new Set(reports.rows.map((report) => report.item_id))];
  const events = ids.length
    ? await supabase.from('events').select('id, title').in('id', ids)
    : { data: [], error: null };
  if (events.error) throw events.error;
  const titles = new Map((events.data ?? []).map((event) => [event.id, event.title]));
  return {
    total: reports.total,
    rows: reports.rows.map((report) => ({
      id: report.id,
      reason: report.reason,
      created_at: report.created_at,
      reporterName: report.reporter?.full_name ?? null,
      eventId: report.item_id,
      eventTitle: titles.get(report.item_id) ?? null,
    })),
  };
}

export const getPendingReportsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'reports', page],
    queryFn: () => getPendingReports(page),
    placeholderData: (previous) => previous,
    meta: { errorTitle: 'Error al cargar los reportes' },
  });

export function usePendingReports(page: number) {
  return useQuery(getPendingReportsQueryOptions(page));
}
