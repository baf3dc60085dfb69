// /novedades asks for the featured item and the first page at once, the page with one row more:
// the featured item is left out wherever it falls, and the page is the list's first others.
import { describe, expect, it } from 'vitest';
import { firstPageWithout, type NewsItem } from '../get-news';

const item = (n: number, is_featured = false): NewsItem => ({
  id: `n${n}`,
  title: `Noticia ${n}`,
  summary: '',
  category: 'Empleo',
  is_featured,
  image_url: null,
  author: 'UniVida',
  publish_date: '2026-11-01',
});
// The list as the database orders it, four to a page: n1..n5 are its first five rows.
const rows = [1, 2, 3, 4, 5].map((n) => item(n));
const page = (list: NewsItem[], featured: NewsItem | null) =>
  firstPageWithout(list, featured, 4).map(({ id }) => id);

describe('the first page of news without the featured item', () => {
  it.each([
    ['first', 1, ['n2', 'n3', 'n4', 'n5']],
    ['in the middle', 3, ['n1', 'n2', 'n4', 'n5']],
    ['the extra row', 5, ['n1', 'n2', 'n3', 'n4']],
  ])('leaves it out when it is the %s row', (_, featured, ids) => {
    expect(page(rows, item(featured, true))).toEqual(ids);
  });

  it('keeps the first page when the featured item comes later, or there is none', () => {
    expect(page(rows, item(9, true))).toEqual(['n1', 'n2', 'n3', 'n4']);
    expect(page(rows, null)).toEqual(['n1', 'n2', 'n3', 'n4']);
  });

  it('shows every row of a list shorter than a page', () => {
    expect(page(rows.slice(0, 2), item(1, true))).toEqual(['n2']);
  });
});
