import { Button } from '@univida/shared-ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** 'N resultados · Página X de Y' with Anterior / Siguiente. */
export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Nav aria-label="Paginación">
      <Summary aria-live="polite">
        {total === 1 ? '1 resultado' : `${total.toLocaleString('es-ES')} resultados`} · Página{' '}
        {Math.min(page, pages)} de {pages}
      </Summary>
      <Buttons>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft size={16} aria-hidden />
          Anterior
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Siguiente
          <ChevronRight size={16} aria-hidden />
        </Button>
      </Buttons>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
