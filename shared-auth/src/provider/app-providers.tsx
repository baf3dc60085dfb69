import { UniVidaThemeProvider } from '@univida/shared-ui';
import type { ReactNode } from 'react';
import { AuthProvider } from './auth-provider';

/** Theme and auth: what every UniVida page needs around it (remotes add the query cache). */
export function AppProviders({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <UniVidaThemeProvider>
      <AuthProvider fallback={fallback}>{children}</AuthProvider>
    </UniVidaThemeProvider>
  );
}
