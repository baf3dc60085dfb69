import { TriangleAlert } from 'lucide-react';
import { useDeferredValue, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Spinner } from '../Spinner/Spinner';

/** The part of a TanStack Query result this needs (shared-ui does not depend on the library). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/** The error as a screen shows it: a titled notice with 'Reintentar'. */
interface ErrorNotice {
  /** Heads the error state (SPEC §8's wording for the screen). */
  errorTitle: string;
  errorDescription?: ReactNode;
  /** 1 when the error stands for the whole page (its only heading). */
  errorHeadingLevel?: 1 | 2 | 3;
  error?: never;
}

/** The error drawn by the caller, for a region too small for the notice (a card of a page). */
interface ErrorOwnView {
  error: (retry: () => void) => ReactNode;
  errorTitle?: never;
  errorDescription?: never;
  errorHeadingLevel?: never;
}

export type QueryStateProps<T> = (ErrorNotice | ErrorOwnView) & {
  query: QueryLike<T>;
  /** Stands in while loading: best a skeleton with the content's shape (default: a spinner). */
  loading?: ReactNode;
  /** The spinner's label when no `loading` is given. */
  loadingLabel?: string;
  /** Shown instead of `children` when `isEmpty(data)`; without it, empty data goes to children. */
  empty?: ReactNode;
  /** When the data counts as empty (default: null or an empty list). */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

const isNothing = (data: unknown) => data == null || (Array.isArray(data) && data.length === 0);

/**
 * One way every screen waits: loading (skeleton or spinner), error with 'Reintentar', empty, then
 * the data. The toast for a failure comes from the query client's notifier, not from here.
 */
export function QueryState<T>({
  query,
  loading,
  loadingLabel = 'Cargando…',
  errorTitle,
  errorDescription = 'Comprueba tu conexión e inténtalo de nuevo.',
  errorHeadingLevel,
  error,
  empty,
  isEmpty = isNothing,
  children,
}: QueryStateProps<T>) {
  // The data's first render is often a screen's heaviest (a whole list of cards). The query's
  // store hands it over in a synchronous render, one long task that freezes the page; deferred,
  // React renders it in slices the browser can paint and answer input between, while the loading
  // state stays up. Later updates (a refetch, a filter) render as they come.
  const settled = useDeferredValue(!query.isPending);
  if (query.isPending || !settled) {
    return (
      loading ?? (
        <Centered>
          <Spinner label={loadingLabel} showLabel />
        </Centered>
      )
    );
  }
  if (query.isError || query.data === undefined) {
    const retry = () => void query.refetch();
    if (error) return error(retry);
    return (
      <div role="alert">
        <EmptyState
          icon={<TriangleAlert />}
          title={errorTitle}
          description={errorDescription}
          headingLevel={errorHeadingLevel}
          action={<Button onClick={retry}>Reintentar</Button>}
        />
      </div>
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[12]} 0;
`;
