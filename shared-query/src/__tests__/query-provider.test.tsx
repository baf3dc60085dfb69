import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider, QueryProvider, queryClient, useQueryClient } from '..';

function WhichClient({ expected }: { expected: QueryClient }) {
  return <p>{useQueryClient() === expected ? 'expected client' : 'other client'}</p>;
}

describe('QueryProvider', () => {
  it('gives every remote the one page-wide client', () => {
    render(
      <>
        <QueryProvider userId={null}>
          <WhichClient expected={queryClient} />
        </QueryProvider>
        <QueryProvider userId={null}>
          <WhichClient expected={queryClient} />
        </QueryProvider>
      </>,
    );
    expect(screen.getAllByText('expected client')).toHaveLength(2);
  });

  it('keeps a client provided above it', () => {
    const own = new QueryClient();
    render(
      <QueryClientProvider client={own}>
        <QueryProvider userId={null}>
          <WhichClient expected={own} />
        </QueryProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('expected client')).toBeInTheDocument();
  });

  it("empties the cache when the user changes, so nobody sees another user's data", () => {
    const view = render(<QueryProvider userId="ana">{null}</QueryProvider>);
    queryClient.setQueryData(['favorites', 'ana'], ['piso de Ana']);

    view.rerender(<QueryProvider userId="ana">{null}</QueryProvider>);
    expect(queryClient.getQueryData(['favorites', 'ana'])).toEqual(['piso de Ana']);

    // Ana signs out: the next render of any remote finds an empty cache.
    view.rerender(<QueryProvider userId={null}>{null}</QueryProvider>);
    expect(queryClient.getQueryData(['favorites', 'ana'])).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);

    queryClient.setQueryData(['public'], 1);
    view.rerender(<QueryProvider userId="rosa">{null}</QueryProvider>);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
