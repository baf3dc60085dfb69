import { Button } from '@univida/shared-ui';
import styled from 'styled-components';

interface PaginationProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** What is paged, for the navigation landmark's name ('Páginas de eventos'). */
  label: string;
}

/** Previous / next page with 'Página 2 de 5' between; hidden when everything fits on one page. */
export function Pagination({ page, pages, onPageChange, label }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <Nav aria-label={label}>
      <Button variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Anterior
      </Button>
      <span aria-live="polite">
        Página {page} de {pages}
      </span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Siguiente
      </Button>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[8]} 0;
`;
