// AuthProvider with the real supabase-js on supabase-local (this package's test setup): the
// session and profile it shows are the ones the server holds, and its reactions (a stale stored
// session, a refused token, a client that cannot be made, other tabs) are the browser's own.
import { TEST_ADMIN } from '@univida/supabase-local/testing/vitest-backend-info';
import { createClient, type Session } from '@supabase/supabase-js';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { signIn, signOut, signUp } from '../actions/auth-actions';
import {
  authStorageKey,
  getSupabase,
  initSupabase,
  loadSupabase,
  resetSupabaseForTests,
} from '../client/supabase';
import { useProfile, useIsAdmin } from '../hooks/use-profile';
import { useRequireAuth } from '../hooks/use-require-auth';
import { useSession } from '../hooks/use-session';
import { AuthProvider } from '../provider/auth-provider';
import { authStore, sessionAtom } from '../state/atoms';
import { resetAuthState } from '../testing/reset-auth-state';

const backend = inject('testBackend');
const STORAGE_KEY = authStorageKey(backend.url);
const PASSWORD = 'Contrasena-de-prueba-2026';
// Several requests per step on a shared backend: room to answer on a busy machine.
const BACKEND = { timeout: 10_000 };
let count = 0;
const newEmail = () => `provider-${Date.now()}-${++count}@test.univida.es`;

/** Registers a student with a client of its own, as an earlier visit or another tab would have. */
async function registered(fullName: string): Promise<{ email: string; session: Session }> {
  const email = newEmail();
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: 'registration' },
  });
  const { data, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { full_name: fullName, user_type: 'student' } },
  });
  if (error || !data.session) throw error ?? new Error('sign-up gave no session');
  return { email, session: data.session };
}

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

const renderProvider = () =>
  render(
    <AuthProvider fallback={<p>checking session</p>}>
      <WhoAmI />
    </AuthProvider>,
  );

/** Starts the page afresh, as a new visit with what localStorage holds now. */
function newVisit(supabaseAnonKey = backend.anonKey) {
  resetAuthState();
  resetSupabaseForTests();
  initSupabase({ supabaseUrl: backend.url, supabaseAnonKey });
}

beforeEach(() => {
  window.localStorage.clear();
  newVisit();
});

describe('AuthProvider with a stored session', { timeout: 30_000 }, () => {
  it('restores the session an earlier visit stored, with its profile', async () => {
    const { email } = await registered('Ana García');
    // The earlier visit: the site's client signed in, which stores the session in localStorage.
    await signIn(email, PASSWORD);
    expect(window.localStorage.getItem(STORAGE_KEY)).not.toBeNull();
    newVisit();

    renderProvider();
    expect(screen.getByText('checking session')).toBeInTheDocument();
    expect(
      await screen.findByText(`user:${email} | profile:Ana García`, undefined, BACKEND),
    ).toBeInTheDocument();
  });

  it('renders its children only after the session check, signed out when what was stored is no session', async () => {
    window.localStorage.setItem(STORAGE_KEY, '{}');
    renderProvider();
    expect(screen.getByText('checking session')).toBeInTheDocument();
    expect(
      await screen.findByText('signed out | profile:none', undefined, BACKEND),
    ).toBeInTheDocument();
  });

  it('logs a profile read the server refuses and leaves the profile empty', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { email, session } = await registered('Eva Gil');
    // A stored session whose token the server does not accept (its signature altered).
    const forged = { ...session, access_token: `${session.access_token.slice(0, -6)}AAAAAA` };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(forged));

    renderProvider();
    expect(
      await screen.findByText(`user:${email} | profile:none`, undefined, BACKEND),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Error fetching profile',
      expect.objectContaining({ message: expect.any(String) }),
    );
    consoleError.mockRestore();
  });

  it('renders signed out, and says why in the console, when the client cannot be made', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(STORAGE_KEY, '{}');
    newVisit(''); // supabase-js refuses to make a client without a key
    renderProvider();
    expect(await screen.findByText('signed out | profile:none')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Could not load the Supabase client',
      expect.objectContaining({ message: 'supabaseKey is required.' }),
    );
    consoleError.mockRestore();
  });
});

describe('AuthProvider without a stored session', { timeout: 30_000 }, () => {
  it('renders signed out at once without downloading supabase-js', () => {
    const fallbackRenders = vi.fn(() => null);
    function Fallback() {
      return fallbackRenders();
    }
    render(
      <AuthProvider fallback={<Fallback />}>
        <WhoAmI />
      </AuthProvider>,
    );
    expect(screen.getByText('signed out | profile:none')).toBeInTheDocument();
    // In the first render: a visitor has no session check to wait for.
    expect(fallbackRenders).not.toHaveBeenCalled();
    expect(() => getSupabase()).toThrow('await loadSupabase() before getSupabase()');
  });

  it('follows a sign-in and a sign-out made on the page', async () => {
    const { email } = await registered('Luis Pérez');
    renderProvider();
    expect(screen.getByText('signed out | profile:none')).toBeInTheDocument();

    await signIn(email, PASSWORD);
    expect(
      await screen.findByText(`user:${email} | profile:Luis Pérez`, undefined, BACKEND),
    ).toBeInTheDocument();

    await signOut();
    expect(await screen.findByText('signed out | profile:none')).toBeInTheDocument();
  });

  it('marks the admin account as admin', async () => {
    renderProvider();
    await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(
      await screen.findByText(
        /^user:admin@univida\.test \| profile:.+ \| admin$/,
        undefined,
        BACKEND,
      ),
    ).toBeInTheDocument();
  });

  it('shows the new profile after the user updates their account', async () => {
    const email = newEmail();
    await signUp(email, PASSWORD, { full_name: 'Marta Ruiz', user_type: 'student' });
    renderProvider();
    expect(
      await screen.findByText(`user:${email} | profile:Marta Ruiz`, undefined, BACKEND),
    ).toBeInTheDocument();

    const supabase = await loadSupabase();
    const { data } = await supabase.auth.getUser();
    await supabase.from('profiles').update({ full_name: 'Marta Ruiz Gil' }).eq('id', data.user!.id);
    await supabase.auth.updateUser({ data: { nickname: 'marta' } });
    expect(
      await screen.findByText(`user:${email} | profile:Marta Ruiz Gil`, undefined, BACKEND),
    ).toBeInTheDocument();
  });

  it('loads the client when another tab stores a session', async () => {
    const { email } = await registered('Pablo Sanz');
    renderProvider();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    });
    expect(() => getSupabase()).toThrow('await loadSupabase() before getSupabase()');

    // The other tab: its own client signs in and stores the session where this page looks.
    const otherTab = createClient(backend.url, backend.anonKey, {
      auth: { storageKey: STORAGE_KEY, storage: window.localStorage, autoRefreshToken: false },
    });
    const { error } = await otherTab.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: STORAGE_KEY,
          newValue: window.localStorage.getItem(STORAGE_KEY),
        }),
      );
    });
    expect(
      await screen.findByText(`user:${email} | profile:Pablo Sanz`, undefined, BACKEND),
    ).toBeInTheDocument();
  });

  it('stops following the session once unmounted', async () => {
    const { email } = await registered('Nora Vidal');
    const { unmount } = renderProvider();
    await signIn(email, PASSWORD);
    expect(
      await screen.findByText(`user:${email} | profile:Nora Vidal`, undefined, BACKEND),
    ).toBeInTheDocument();
    await signOut();
    unmount();

    // supabase-js tells its listeners before signInWithPassword resolves.
    await signIn(email, PASSWORD);
    expect(authStore.get(sessionAtom)).toBeNull();
  });
});

describe('hooks outside AuthProvider', () => {
  it('useSession throws a clear error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<WhoAmI />)).toThrow('useSession must be used within an AuthProvider');
    consoleError.mockRestore();
  });
});

describe('useRequireAuth', { timeout: 30_000 }, () => {
  function Private({ onSignedOut }: { onSignedOut: () => void }) {
    const { isAuthenticated, user } = useRequireAuth(onSignedOut);
    return <p>{isAuthenticated ? `private:${user?.email}` : 'no access'}</p>;
  }

  it('sends a signed-out visitor away, and does so again after a sign-out', async () => {
    const { email } = await registered('Eva Gil');
    const onSignedOut = vi.fn();
    render(
      <AuthProvider>
        <Private onSignedOut={onSignedOut} />
      </AuthProvider>,
    );
    expect(screen.getByText('no access')).toBeInTheDocument();
    expect(onSignedOut).toHaveBeenCalledTimes(1);

    await signIn(email, PASSWORD);
    expect(await screen.findByText(`private:${email}`, undefined, BACKEND)).toBeInTheDocument();
    expect(onSignedOut).toHaveBeenCalledTimes(1);

    await signOut();
    expect(await screen.findByText('no access')).toBeInTheDocument();
    expect(onSignedOut).toHaveBeenCalledTimes(2);
  });
});
