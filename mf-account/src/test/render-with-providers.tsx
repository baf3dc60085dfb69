// Renders like the shell does: theme, a fresh query cache, the router, AuthProvider and the toaster.
// The Supabase client points at an address nothing listens on; with no stored session the visitor
// is signed out without any request.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@univida/shared-query';
import { AuthProvider, initSupabase } from '@univida/shared-auth';
import { Toaster, UniVidaThemeProvider } from '@univida/shared-ui';
import type { ReactElement } from 'react';
// Tests only: the shared router leaves MemoryRouter out of what every visitor downloads.
import { MemoryRouter } from 'react-router';

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  initSupabase({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'test-anon-key' });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <UniVidaThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <AuthProvider>{ui}</AuthProvider>
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    </UniVidaThemeProvider>,
  );
}
