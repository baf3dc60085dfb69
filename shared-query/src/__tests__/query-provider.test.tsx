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
        <QueryProvider>
          <WhichClient expected={queryClient} />
        </QueryProvider>
        <QueryProvider>
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
        <QueryProvider>
          <WhichClient expected={own} />
        </QueryProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('expected client')).toBeInTheDocument();
  });

  it('configures the shared cache for the site (30 s fresh, one retry, no refetch on focus)', () => {
    expect(queryClient.getDefaultOptions().queries).toMatchObject({
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: false,
    });
  });
});
