import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { DEFAULT_MUTATION_ERROR, DEFAULT_QUERY_ERROR, notifyError } from './notifier';

/** A client with the notifier wired in: the page's own (below), or a test's (e.g. `{ retry: false }`). */
export function createQueryClient(queryDefaults: DefaultOptions['queries'] = {}) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => notifyError(error, query.meta, DEFAULT_QUERY_ERROR),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        notifyError(error, mutation.meta, DEFAULT_MUTATION_ERROR),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, ...queryDefaults },
    },
  });
}

/** The one TanStack Query cache of the page, shared by every remote. */
export const queryClient = createQueryClient();
