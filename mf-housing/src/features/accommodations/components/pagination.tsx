import { Link } from '@univida/shared-router';
import styled from 'styled-components';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The URL of a page of the same search. */
  hrefFor: (page: number) => string;
}

/** The pages worth a link: first, last, and two either side of the current one. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let p = 1; p <= pageCount; p += 1) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= 2) pages.push(p);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

/** Numbered pages as real links (the URL keeps the page: shareable, Back works). */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label="Paginación">
      <List>
        {page > 1 && (
          <li>
            <PageLink to={hrefFor(page - 1)}>
              Anterior
            </PageLink>
          </li>
        )}
        {visiblePages(page, pageCount).map((p, index) =>
          p === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden>
              …
            </li>
          ) : (
            <li key={p}>
              <PageLink
                to={hrefFor(p)}
                aria-label={`Página ${p}`}
                aria-current={p === page ? 'page' : undefined}
              >
                {p}
              </PageLink>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <PageLink to={hrefFor(page + 1)}>Siguiente</PageLink>
          </li>
        )}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  margin: ${({ theme }) => theme.space[6]} 0;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageLink = styled(Link)`
  display: inline-grid;
  place-items: center;
  min-width: ${({ theme }) => theme.sizes.touchTarget};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;
