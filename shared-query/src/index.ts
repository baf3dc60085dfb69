// TanStack Query for every remote, shared as one federation singleton so the page has one query
// cache. Only what the remotes use is re-exported (a shared package is built whole), and the shell
// never imports this package, so Home downloads none of it: the first remote visited brings it.
export {
  QueryClient,
  QueryClientProvider,
  hashKey,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type * from '@tanstack/react-query';
export { createQueryClient, queryClient } from './query-client';
export { QueryProvider } from './query-provider';
export type { NotifierMeta } from './notifier';
export type { MutationConfig } from './mutation-config';
