// The provider's reactions to what the client does (slow checks, failures, other tabs), driven
// by a scripted client; its session and profile on the real backend: auth-provider-backend.test.tsx.
import { createClient } from '@supabase/supabase-js';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initSupabase, loadSupabase, resetSupabaseForTests } from '../client/supabase';
import { useProfile, useIsAdmin } from '../hooks/use-profile';
import { useRequireAuth } from '../hooks/use-require-auth';
import { useSession } from '../hooks/use-session';
import { AuthProvider } from '../provider/auth-provider';
import { createFakeSupabase, fakeSession } from './fake-supabase';
import { resetAuthState } from './reset-auth-state';

vi.mock('@supabase/supabase-js', () => ({ createClient: vi.fn() }));

const STORAGE_KEY = 'sb-localhost-auth-token';
let fake = createFakeSupabase();

function WhoAmI() {
  const { user } = useSession();
  const { profile, loading } = useProfile();
  const isAdmin = useIsAdmin();
  return (
    <p>
      {user ? `user:${user.email}` : 'signed out'} |{' '}
      {loading ? 'profile loading' : `profile:${profile?.full_name ?? 'none'}`}
      {isAdmin ? ' | admin' : ''}
    </p>
  );
}

const renderApp = () =>
  render(
    <AuthProvider fallback={<p>checking session</p>}>
      <WhoAmI />
    </AuthProvider>,
  );

/** A browser that kept a session from an earlier visit (only its presence matters). */
const storeSession = () => window.localStorage.setItem(STORAGE_KEY, '{}');

beforeEach(() => {
  fake = createFakeSupabase();
  vi.mocked(createClient)
    .mockReset()
    .mockImplementation(() => fake.client as never);
  resetAuthState();
  resetSupabaseForTests();
  window.localStorage.clear();
  initSupabase({ supabaseUrl: 'http://localhost:54321', supabaseAnonKey: 'anon' });
});

describe('AuthProvider with a stored session', () => {
  beforeEach(storeSession);

  it('renders its children only after the first session check', async () => {
    renderApp();
    expect(screen.getByText('checking session')).toBeInTheDocument();
    await waitFor(() => expect(fake.client.auth.getSession).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/signed out/)).not.toBeInTheDocument();

    await act(async () => fake.finishSessionCheck(null));
    expect(screen.getByText(/signed out \| profile:none/)).toBeInTheDocument();
  });

  it('logs a failed profile fetch and leaves the profile empty', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.setProfileResult(null, { message: 'permission denied' });
    renderApp();
    await waitFor(() => expect(fake.client.auth.getSession).toHaveBeenCalled());
    await act(async () => fake.finishSessionCheck(fakeSession('u3', 'eva@uni.es')));
    await waitFor(() =>
      expect(screen.getByText('user:eva@uni.es | profile:none')).toBeInTheDocument(),
    );
    expect(consoleError).toHaveBeenCalledWith('Error fetching profile', {
      message: 'permission denied',
    });
    consoleError.mockRestore();
  });

  it('renders signed out, and says why in the console, when supabase-js cannot be downloaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(createClient).mockImplementation(() => {
      throw new Error('chunk failed');
    });
    renderApp();
    expect(await screen.findByText('signed out | profile:none')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Could not load the Supabase client',
      expect.any(Error),
    );
    consoleError.mockRestore();
  });

  it('stops listening when unmounted', async () => {
    const { unmount } = renderApp();
    await waitFor(() => expect(fake.listenerCount()).toBe(1));
    unmount();
    expect(fake.listenerCount()).toBe(0);
  });
});

describe('AuthProvider without a stored session', () => {
  it('renders signed out at once without downloading supabase-js', () => {
    renderApp();
    expect(screen.getByText('signed out | profile:none')).toBeInTheDocument();
    expect(createClient).not.toHaveBeenCalled();
  });

  it('loads the client when another tab stores a session', async () => {
    renderApp();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    });
    expect(createClient).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, newValue: '{}' }));
    });
    await waitFor(() => expect(fake.listenerCount()).toBe(1));
    act(() => fake.emit('INITIAL_SESSION', fakeSession('u5', 'pablo@uni.es')));
    expect(await screen.findByText(/user:pablo@uni.es/)).toBeInTheDocument();
  });
});

describe('hooks outside AuthProvider', () => {
  it('useSession throws a clear error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<WhoAmI />)).toThrow('useSession must be used within an AuthProvider');
    consoleError.mockRestore();
  });
});

describe('useRequireAuth', () => {
  function Private({ onSignedOut }: { onSignedOut: () => void }) {
    const { isAuthenticated, user } = useRequireAuth(onSignedOut);
    return <p>{isAuthenticated ? `private:${user?.email}` : 'no access'}</p>;
  }

  it('sends a signed-out visitor away, and does so again after a sign-out', async () => {
    const onSignedOut = vi.fn();
    render(
      <AuthProvider>
        <Private onSignedOut={onSignedOut} />
      </AuthProvider>,
    );
    expect(screen.getByText('no access')).toBeInTheDocument();
    expect(onSignedOut).toHaveBeenCalledTimes(1);

    await act(async () => {
      await loadSupabase();
    });
    act(() => fake.emit('SIGNED_IN', fakeSession('u3', 'eva@uni.es')));
    expect(await screen.findByText('private:eva@uni.es')).toBeInTheDocument();
    expect(onSignedOut).toHaveBeenCalledTimes(1);

    act(() => fake.emit('SIGNED_OUT', null));
    expect(await screen.findByText('no access')).toBeInTheDocument();
    expect(onSignedOut).toHaveBeenCalledTimes(2);
  });
});
