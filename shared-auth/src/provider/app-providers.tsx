import { QueryClientProvider } from '@tanstack/react-query';
import { UniVidaThemeProvider } from '@univida/shared-ui';
import type { ReactNode } from 'react';
import { queryClient } from '../query/query-client';
import { AuthProvider } from './auth-provider';

/** Theme, query cache and auth: what every UniVida page needs around it. */
export function AppProviders({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <UniVidaThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider fallback={fallback}>{children}</AuthProvider>
      </QueryClientProvider>
    </UniVidaThemeProvider>
  );
}
