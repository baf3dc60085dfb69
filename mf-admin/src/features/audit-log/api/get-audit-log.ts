import { getSupabase, type Tables } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { pageRange } from '@univida/shared-query/paging';
import { ADMIN_QUERY_KEY, PAGE_SIZE } from '../../../constants';
import { toPage, type Page } from '../../../lib/table-page';

export type AuditEntry = Tables<'admin_audit_log'>;

export interface AuditFilters {
  actor: string;
  action: string;
  entity: string;
  page: number;
}

/** The audit trail, newest first, filtered by admin, kind of action and kind of item in the database. */
export async function getAuditLog({
  actor,
  action,
  entity,
  page,
}: AuditFilters): Promise<Page<AuditEntry>> {
  let request = getSupabase().from('admin_audit_log').select('*', { count: 'exact' });
  if (actor) request = request.eq('actor_id', actor);
  if (action) request = request.eq('action', action);
  if (entity) request = request.eq('entity', entity);
  const [from, to] = pageRange(page, PAGE_SIZE);
  return toPage(
    await request
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, to),
  );
}

export const getAuditLogQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'audit-log', filters],
    queryFn: () => getAuditLog(filters),
    placeholderData: (previous) => previous,
    meta: { errorTitle: 'Error al cargar el registro' },
  });

export function useAuditLog(filters: AuditFilters) {
  return useQuery(getAuditLogQueryOptions(filters));
}

/** The admins to filter by: everyone who is an admin now (by name). */
export async function getAdmins(): Promise<{ id: string; full_name: string }[]> {
  const { data, error } = await getSupabase()
    .from('profiles')
    .select('id, full_name')
    .eq('user_type', 'admin')
    .order('full_name');
  if (error) throw error;
  return data;
}

export function useAdmins() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'admins'],
    queryFn: getAdmins,
    meta: { errorTitle: 'Error al cargar los administradores' },
  });
}
