import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClient } from './query-client';

// Whose data the page's cache holds: undefined until a remote first renders.
let cacheOwner: string | null | undefined;

/**
 * Puts a remote's tree on the page's one query cache. Each remote's App renders it with the
 * signed-in user's id, so the cache exists from the first remote on and is emptied whenever the
 * user changes (sign-out, or another account on the same tab): nobody sees another user's cached
 * data. A client already provided above (a test's own) is kept.
 */
export function QueryProvider({
  userId,
  children,
}: {
  userId: string | null;
  children: ReactNode;
}) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  if (cacheOwner !== undefined && cacheOwner !== userId) queryClient.clear();
  cacheOwner = userId;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
