import { QueryClient, QueryClientProvider } from '@univida/shared-query';
import { configure, render } from '@testing-library/react';
import { dismissToast, Toaster, UniVidaThemeProvider } from '@univida/shared-ui';
// Tests only: the shared router leaves MemoryRouter out of what every visitor downloads.
import { MemoryRouter } from 'react-router';
import { useLocation } from '@univida/shared-router';
import { vi } from 'vitest';
import App from '../App';

// Pages are lazy chunks: the first import of one can take seconds on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** The URL the app is at, for assertions on search params. */
export const currentUrl = { value: '' };

function LocationProbe() {
  const location = useLocation();
  currentUrl.value = `${location.pathname}${location.search}`;
  return null;
}

/** Renders this remote's routes at `path`, with a fresh query cache (no retries) as the shell would. */
export function renderRoute(path: string) {
  dismissToast();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <UniVidaThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <App />
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </UniVidaThemeProvider>,
  );
}
