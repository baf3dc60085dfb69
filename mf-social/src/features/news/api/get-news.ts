import { loadReader, type Tables } from '@univida/shared-auth';
// The constants subpath: the package root would pull the admin-only dialog into this chunk.
import { NEWS_QUERY_KEY } from '@univida/shared-news/constants';
import { queryOptions, useQuery } from '@univida/shared-query';
import { pageRange, pastTheEndTotal } from '@univida/shared-query/paging';
import { NEWS_ERROR_TOAST, NEWS_PAGE_SIZE } from '../constants';

export type NewsItem = Pick<
  Tables<'news'>,
  'id' | 'title' | 'summary' | 'category' | 'is_featured' | 'image_url' | 'author' | 'publish_date'
>;

export interface NewsPage {
  /** The newest featured item, large on top (SPEC §2: the first with is_featured). */
  featured: NewsItem | null;
  /** The rest, newest publish date first, in the chosen category. */
  items: NewsItem[];
  total: number;
}

const COLUMNS = 'id, title, summary, category, is_featured, image_url, author, publish_date';

/** The featured item and one page of the others, filtered by category in the database. */
export async function getNews(category: string, page: number): Promise<NewsPage> {
  const reader = await loadReader();
  let featuredQuery = reader.from('news').select(COLUMNS).eq('is_featured', true);
  if (category) featuredQuery = featuredQuery.eq('category', category);
  const featured = await featuredQuery
    .order('publish_date', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (featured.error) throw featured.error;

  const [from, to] = pageRange(page, NEWS_PAGE_SIZE);
  let listQuery = reader.from('news').select(COLUMNS, { count: 'exact' });
  if (category) listQuery = listQuery.eq('category', category);
  if (featured.data) listQuery = listQuery.neq('id', featured.data.id);
  const list = await listQuery
    .order('publish_date', { ascending: false })
    .order('id')
    .range(from, to);
  const counted = pastTheEndTotal(list.error);
  if (counted !== undefined) return { featured: featured.data, items: [], total: counted };
  if (list.error) throw list.error;
  return { featured: featured.data, items: list.data, total: list.count ?? 0 };
}

/** Under NEWS_QUERY_KEY, so a news item created anywhere shows here at once. */
export const getNewsQueryOptions = (category: string, page: number) =>
  queryOptions({
    queryKey: [...NEWS_QUERY_KEY, 'list', category, page],
    queryFn: () => getNews(category, page),
    meta: { errorTitle: NEWS_ERROR_TOAST },
  });

export function useNews(category: string, page: number) {
  return useQuery({
    ...getNewsQueryOptions(category, page),
    placeholderData: (previous) => previous,
  });
}
