// Renders an app's tree as the shell hosts it: theme, the page's query client (with its error
// notifier, no retries), a memory router, AuthProvider and the toaster. The Supabase client points
// at an address nothing listens on unless the test configured one first; with no stored session
// the visitor is signed out without any request.
import { render } from '@testing-library/react';
import { AuthProvider, initSupabase, useProfile, type Profile } from '@univida/shared-auth';
import { resetAuthState } from '@univida/shared-auth/testing';
import { createQueryClient, QueryClientProvider } from '@univida/shared-query';
import { useLocation } from '@univida/shared-router';
import { dismissToast, Toaster, UniVidaThemeProvider } from '@univida/shared-ui';
import type { ReactElement } from 'react';
// Tests only: the shared router leaves MemoryRouter out of what every visitor downloads.
import { MemoryRouter } from 'react-router';

/** The URL the app is at after the last render, for assertions on navigation and search params. */
export const currentUrl = { value: '' };

function LocationProbe() {
  const location = useLocation();
  currentUrl.value = `${location.pathname}${location.search}`;
  return null;
}

/**
 * The profile the page's AuthProvider holds after the last render (null for a visitor, or until it
 * has loaded): wait for it before asserting what a signed-in user does not see.
 */
export const currentProfile: { value: Profile | null } = { value: null };

function ProfileProbe() {
  currentProfile.value = useProfile().profile;
  return null;
}

export interface RenderAppOptions {
  /** The initial URL (default '/'). */
  route?: string;
  /** Skip pointing Supabase at a dead address (the test set up its own backend). */
  keepSupabase?: boolean;
}

export function renderApp(
  ui: ReactElement,
  { route = '/', keepSupabase = false }: RenderAppOptions = {},
) {
  if (!keepSupabase)
    initSupabase({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'test-anon-key' });
  dismissToast();
  // As on a page load: the AuthProvider checks the stored session (the one signInPage left, or
  // none) rather than showing whoever an earlier render of the test file had.
  resetAuthState();
  currentProfile.value = null;
  const queryClient = createQueryClient({ retry: false });
  return render(
    <UniVidaThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <AuthProvider>
            {ui}
            <ProfileProbe />
          </AuthProvider>
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </UniVidaThemeProvider>,
  );
}
