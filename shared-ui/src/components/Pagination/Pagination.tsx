import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { visiblePages } from './visible-pages';

/** What `linkAs` receives: a router link (e.g. shared-router's Link) taking `to`. */
export interface PaginationLinkProps {
  to: string;
  children?: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
}

type PageTarget =
  | {
      /** Pages as links (the URL keeps the page: shareable, Back works). */
      hrefFor: (page: number) => string;
      linkAs: ComponentType<PaginationLinkProps>;
      onPageChange?: never;
    }
  | {
      /** Pages as buttons, for a page held in state or written to the URL by the caller. */
      onPageChange: (page: number) => void;
      hrefFor?: never;
      linkAs?: never;
    };

export type PaginationProps = PageTarget & {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  /** The navigation landmark's name ('Páginas de eventos'). */
  label?: string;
  /** Before 'Página X de Y', e.g. '42 resultados'; with it the line shows even on a single page. */
  summary?: ReactNode;
  className?: string;
};

/**
 * 'Página X de Y' (announced when it changes) with Anterior, the page numbers (first, last, two
 * either side; phones show only the current one) and Siguiente. Nothing on a single page unless
 * there is a summary to show. When the control that had focus goes away with the page it led to
 * (Siguiente on the last page, Anterior on the first), focus moves to the current page's number
 * instead of falling back to the top of the document.
 */
export function Pagination({
  page,
  pageCount,
  label = 'Paginación',
  summary,
  className,
  ...target
}: PaginationProps) {
  const pages = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), pages);
  const nav = useRef<HTMLElement>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const control = lastFocused.current;
    if (!control || control.isConnected) return;
    lastFocused.current = null;
    // Only when focus was lost with it: never take focus from where the user has since gone.
    if (document.activeElement && document.activeElement !== document.body) return;
    // Without scrolling: a list that starts its new page at the top keeps doing so.
    nav.current
      ?.querySelector<HTMLElement>('[aria-current="page"]')
      ?.focus({ preventScroll: true });
  }, [current, pages]);
  if (pages <= 1 && summary === undefined) return null;

  const control = (to: number, children: ReactNode, name?: string) => {
    const shared = {
      'aria-label': name,
      'aria-current': to === current && name ? ('page' as const) : undefined,
    };
    return target.hrefFor ? (
      <Control as={target.linkAs} to={target.hrefFor(to)} {...shared}>
        {children}
      </Control>
    ) : (
      <Control as="button" type="button" onClick={() => target.onPageChange?.(to)} {...shared}>
        {children}
      </Control>
    );
  };

  return (
    <Nav
      ref={nav}
      aria-label={label}
      className={className}
      onFocus={(event) => (lastFocused.current = event.target)}
      onBlur={(event) => {
        if (event.relatedTarget && !nav.current?.contains(event.relatedTarget))
          lastFocused.current = null;
      }}
    >
      <Status aria-live="polite">
        {summary !== undefined && <>{summary} · </>}
        Página {current} de {pages}
      </Status>
      {pages > 1 && (
        <List>
          {current > 1 && <li>{control(current - 1, 'Anterior')}</li>}
          {visiblePages(current, pages).map((p, index) =>
            p === 'gap' ? (
              <Gap key={`gap-${index}`} aria-hidden>
                …
              </Gap>
            ) : (
              <Number key={p} $current={p === current}>
                {control(p, p, `Página ${p}`)}
              </Number>
            ),
          )}
          {current < pages && <li>{control(current + 1, 'Siguiente')}</li>}
        </List>
      )}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[6]} 0;
`;

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
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

// Phones keep Anterior, the current page and Siguiente; the status line says where one is.
const phoneHidden = css`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    display: none;
  }
`;

const Number = styled.li<{ $current: boolean }>`
  ${({ $current }) => !$current && phoneHidden}
`;

const Gap = styled.li`
  ${phoneHidden}
`;

const Control = styled.a`
  display: inline-grid;
  place-items: center;
  min-width: ${({ theme }) => theme.sizes.touchTarget};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${focusRing}
`;
