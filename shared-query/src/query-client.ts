import { QueryClient } from '@tanstack/react-query';

/** The one TanStack Query cache of the page, shared by the shell and every remote. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});
