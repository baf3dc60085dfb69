import { getSupabase, type Database } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { rpcPage } from '@univida/shared-query/paging';
import { ADMIN_QUERY_KEY, PAGE_SIZE } from '../../../constants';
import type { TableParams } from '../../../hooks/use-table-params';
import type { Page } from '../../../lib/table-page';

export const USER_SORTS = ['created_at', 'full_name', 'email', 'city', 'user_type'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export type AdminUser = Database['public']['Functions']['admin_search_users']['Returns'][number];

/** Name or email, case-insensitive and partial, sorted and paged in the database (one RPC). */
export async function searchUsers(params: TableParams<UserSort>): Promise<Page<AdminUser>> {
  const search = async (limit: number, offset: number) => {
    const { data, error } = await getSupabase().rpc('admin_search_users', {
      p_search: params.search,
      p_sort: params.sort,
      p_ascending: params.ascending,
      p_limit: limit,
      p_offset: offset,
    });
    if (error) throw error;
    return data;
  };
  return rpcPage(params.page, PAGE_SIZE, search, (row) => row.total_count);
}

export const searchUsersQueryOptions = (params: TableParams<UserSort>) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'users', params],
    queryFn: () => searchUsers(params),
    // The current page stays on screen while the next search runs.
    placeholderData: (previous) => previous,
    meta: { errorTitle: 'Error al cargar los usuarios' },
  });

export function useSearchUsers(params: TableParams<UserSort>) {
  return useQuery(searchUsersQueryOptions(params));
}
