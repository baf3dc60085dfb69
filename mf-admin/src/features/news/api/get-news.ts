import { getSupabase } from '@univida/shared-auth';
import { NEWS_QUERY_KEY } from '@univida/shared-news';
import { queryOptions, useQuery } from '@univida/shared-query';
import { pageRange } from '@univida/shared-query/paging';
import { PAGE_SIZE } from '../../../constants';
import type { TableParams } from '../../../hooks/use-table-params';
import { searchPattern } from '../../../lib/search-pattern';
import { toPage, type Page } from '../../../lib/table-page';

export const NEWS_SORTS = ['publish_date', 'title', 'category', 'author', 'is_featured'] as const;
export type NewsSort = (typeof NEWS_SORTS)[number];

const COLUMNS = 'id, title, summary, category, author, publish_date, is_featured';

/** News filtered by title or author, sorted and paged in the database. */
export async function getAdminNews(params: TableParams<NewsSort>) {
  let request = getSupabase().from('news').select(COLUMNS, { count: 'exact' });
  const search = params.search.trim();
  if (search) {
    const pattern = searchPattern(search);
    request = request.or(`title.ilike.${pattern},author.ilike.${pattern}`);
  }
  const [from, to] = pageRange(params.page, PAGE_SIZE);
  return toPage(
    await request.order(params.sort, { ascending: params.ascending }).order('id').range(from, to),
  );
}

export type AdminNews =
  Awaited<ReturnType<typeof getAdminNews>> extends Page<infer Row> ? Row : never;

/** Under NEWS_QUERY_KEY, so news created with the shared dialog shows here at once. */
export const getAdminNewsQueryOptions = (params: TableParams<NewsSort>) =>
  queryOptions({
    queryKey: [...NEWS_QUERY_KEY, 'admin', params],
    queryFn: () => getAdminNews(params),
    placeholderData: (previous) => previous,
    meta: { errorTitle: 'Error al cargar las noticias' },
  });

export function useAdminNews(params: TableParams<NewsSort>) {
  return useQuery(getAdminNewsQueryOptions(params));
}
