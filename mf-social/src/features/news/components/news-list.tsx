// The constants entry, not the package root: the creation dialog stays in its lazy chunk.
import { NEWS_CATEGORIES } from '@univida/shared-news/constants';
import { Button, EmptyState, Pagination, QueryState } from '@univida/shared-ui';
import { Newspaper } from 'lucide-react';
import { pageCount, usePageWithinList } from '@univida/shared-query/paging';
import styled from 'styled-components';
import { ButtonRow, CardGrid } from '../../../components/page-layout';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { useNews } from '../api/get-news';
import { NEWS_FILTER_KEYS, NEWS_LOAD_ERROR, NEWS_LOADING, NEWS_PAGE_SIZE } from '../constants';
import { NewsCard } from './news-card';

/** The featured item, the category buttons (in the URL) and the grid of news. */
export function NewsList() {
  const { values, page, setFilters, setPage } = useUrlFilters(NEWS_FILTER_KEYS);
  const news = useNews(values.categoria, page);
  const pastTheEnd = usePageWithinList({
    page,
    rows: news.data?.items.length,
    total: news.data?.total ?? 0,
    pageSize: NEWS_PAGE_SIZE,
    settled: !news.isPlaceholderData,
    setPage,
  });
  const loading = <Loading role="status">{NEWS_LOADING}</Loading>;
  return (
    <>
      <ButtonRow role="group" aria-label="Categoría">
        {['', ...NEWS_CATEGORIES].map((category) => (
          <Button
            key={category || 'todas'}
            size="sm"
            variant={values.categoria === category ? 'primary' : 'outline'}
            aria-pressed={values.categoria === category}
            onClick={() => setFilters({ categoria: category })}
          >
            {category || 'Todas'}
          </Button>
        ))}
      </ButtonRow>
      <QueryState
        query={news}
        loading={loading}
        errorTitle={NEWS_LOAD_ERROR}
        isEmpty={(data) => !pastTheEnd && !data.featured && data.items.length === 0}
        empty={<EmptyState icon={<Newspaper />} title="No hay novedades en esta categoría" />}
      >
        {(data) =>
          pastTheEnd ? (
            loading
          ) : (
            <>
              {data.featured && page === 1 && (
                <Featured aria-label="Noticia destacada">
                  <NewsCard item={data.featured} featured />
                </Featured>
              )}
              <h2>Últimas novedades</h2>
              <CardGrid aria-label="Novedades">
                {data.items.map((item) => (
                  <li key={item.id}>
                    <NewsCard item={item} />
                  </li>
                ))}
              </CardGrid>
              <Pagination
                label="Páginas de novedades"
                page={page}
                pageCount={pageCount(data.total, NEWS_PAGE_SIZE)}
                onPageChange={setPage}
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}

const Loading = styled.p`
  padding: ${({ theme }) => theme.space[12]} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Featured = styled.section`
  margin-bottom: ${({ theme }) => theme.space[8]};
`;
