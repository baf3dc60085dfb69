import type { UseQueryResult } from '@univida/shared-query';
import { ForYouEmpty, ForYouRowsSkeleton } from '@univida/shared-journey/for-you-frame';
import { Button, QueryState } from '@univida/shared-ui';
import type { ReactNode } from 'react';

/**
 * A card's body through the one QueryState: grey rows in the final shape while its data loads, a
 * line with 'Reintentar' when it fails (not a toast nor a page-sized notice: the card keeps its
 * height and the rest of 'Para ti' and Home go on), then the data.
 */
export function SectionState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      loading={<ForYouRowsSkeleton />}
      error={(retry) => (
        <div role="alert">
          <ForYouEmpty>No hemos podido cargar esta sección ahora mismo.</ForYouEmpty>
          <Button size="sm" variant="outline" onClick={retry}>
            Reintentar
          </Button>
        </div>
      )}
    >
      {children}
    </QueryState>
  );
}
