import '@univida/supabase-local/testing/vitest-backend-info';
import { createClient } from '@supabase/supabase-js';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { signIn, signOut, signUp } from '../actions/auth-actions';
import {
  authStorageKey,
  initSupabase,
  loadSupabase,
  resetSupabaseForTests,
} from '../client/supabase';
import { useProfile } from '../hooks/use-profile';
import { useSession } from '../hooks/use-session';
import { AuthProvider } from '../provider/auth-provider';
import { resetAuthState } from './reset-auth-state';

// AuthProvider with the real supabase-js on supabase-local (this package's test setup): the
// session and profile it shows are the ones the server holds.
const backend = inject('testBackend');
const PASSWORD = 'Contrasena-de-prueba-2026';
let count = 0;
const newEmail = () => `provider-${Date.now()}-${++count}@test.univida.es`;

function WhoAmI() {
  const { user } = useSession();
  const { profile, loading } = useProfile();
  return (
    <p>
      {user ? `user:${user.email}` : 'signed out'} |{' '}
      {loading ? 'profile loading' : `profile:${profile?.full_name ?? 'none'}`}
    </p>
  );
}

const renderProvider = () =>
  render(
    <AuthProvider fallback={<p>checking session</p>}>
      <WhoAmI />
    </AuthProvider>,
  );

/** Registers an account with another client, as an earlier visit would have. */
async function registered(fullName: string) {
  const email = newEmail();
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: 'registration' },
  });
  const { error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { full_name: fullName, user_type: 'student' } },
  });
  if (error) throw error;
  return email;
}

beforeEach(() => {
  resetAuthState();
  resetSupabaseForTests();
  window.localStorage.clear();
  initSupabase({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
});

describe('AuthProvider on the real backend', { timeout: 30_000 }, () => {
  it('restores the session an earlier visit stored, with its profile', async () => {
    const email = await registered('Ana García');
    // The earlier visit: the site's client signed in, which stores the session in localStorage.
    await signIn(email, PASSWORD);
    expect(window.localStorage.getItem(authStorageKey(backend.url))).not.toBeNull();
    resetSupabaseForTests();
    resetAuthState();
    initSupabase({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });

    renderProvider();
    expect(screen.getByText('checking session')).toBeInTheDocument();
    expect(
      await screen.findByText(`user:${email} | profile:Ana García`, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('follows a sign-in and a sign-out made on the page', async () => {
    const email = await registered('Luis Pérez');
    renderProvider();
    expect(screen.getByText('signed out | profile:none')).toBeInTheDocument();

    await signIn(email, PASSWORD);
    expect(
      await screen.findByText(`user:${email} | profile:Luis Pérez`, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();

    await signOut();
    expect(await screen.findByText('signed out | profile:none')).toBeInTheDocument();
  });

  it('shows the new profile after the user updates their account', async () => {
    const email = newEmail();
    await signUp(email, PASSWORD, { full_name: 'Marta Ruiz', user_type: 'student' });
    renderProvider();
    expect(
      await screen.findByText(`user:${email} | profile:Marta Ruiz`, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();

    const supabase = await loadSupabase();
    const { data } = await supabase.auth.getUser();
    await supabase.from('profiles').update({ full_name: 'Marta Ruiz Gil' }).eq('id', data.user!.id);
    await supabase.auth.updateUser({ data: { nickname: 'marta' } });
    expect(
      await screen.findByText(`user:${email} | profile:Marta Ruiz Gil`, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
  });
});
