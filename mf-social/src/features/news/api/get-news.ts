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

/**
 * The first page without the featured item, from the list's first PAGE_SIZE + 1 rows: wherever
 * the featured item falls among them, the others are the first page; when it is not among them,
 * it comes later and the first PAGE_SIZE are.
 */
export function firstPageWithout(
  rows: NewsItem[],
  featured: NewsItem | null,
  pageSize: number,
): NewsItem[] {
  return rows.filter((row) => row.id !== featured?.id).slice(0, pageSize);
}

/** The featured item and one page of the others, filtered by category in the database. */
export async function getNews(category: string, page: number): Promise<NewsPage> {
  const reader = await loadReader();
  let featuredQuery = reader.from('news').select(COLUMNS).eq('is_featured', true);
  if (category) featuredQuery = featuredQuery.eq('category', category);
  const featuredRead = featuredQuery
    .order('publish_date', { ascending: false })
    .limit(1)
    .maybeSingle();
  const list = (excluded?: string) => {
    let query = reader.from('news').select(COLUMNS, { count: 'exact' });
    if (category) query = query.eq('category', category);
    if (excluded !== undefined) query = query.neq('id', excluded);
    return query.order('publish_date', { ascending: false }).order('id');
  };

  if (page === 1) {
    // Both at once (and both early reads): the first page does not wait for the featured id.
    const [featured, first] = await Promise.all([featuredRead, list().range(0, NEWS_PAGE_SIZE)]);
    if (featured.error) throw featured.error;
    if (first.error) throw first.error;
    return {
      featured: featured.data,
      items: firstPageWithout(first.data, featured.data, NEWS_PAGE_SIZE),
      total: Math.max(0, (first.count ?? 0) - (featured.data ? 1 : 0)),
    };
  }

  // A further page leaves the featured item out in the database: where it falls shifts the offsets.
  const featured = await featuredRead;
  if (featured.error) throw featured.error;
  const [from, to] = pageRange(page, NEWS_PAGE_SIZE);
  const rest = await list(featured.data?.id).range(from, to);
  const counted = pastTheEndTotal(rest.error);
  if (counted !== undefined) return { featured: featured.data, items: [], total: counted };
  if (rest.error) throw rest.error;
  return { featured: featured.data, items: rest.data, total: rest.count ?? 0 };
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
