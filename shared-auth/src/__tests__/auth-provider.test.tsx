import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useProfile, useIsAdmin } from '../hooks/use-profile';
import { useSession } from '../hooks/use-session';
import { AuthProvider } from '../provider/auth-provider';
import { createFakeSupabase, fakeSession } from './fake-supabase';
import { resetAuthState } from './reset-auth-state';

let fake = createFakeSupabase();
vi.mock('../client/supabase', () => ({ getSupabase: () => fake.client }));

function WhoAmI() {
  const { user } = useSession();
  const { profile, loading } = useProfile();
  const isAdmin = useIsAdmin();
  return (
    <p>
      {user ? `user:${user.email}` : 'signed out'} | {loading ? 'profile loading' : `profile:${profile?.full_name ?? 'none'}`}
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

beforeEach(() => {
  fake = createFakeSupabase();
  resetAuthState();
});

describe('AuthProvider', () => {
  it('renders its children only after the first session check', async () => {
    renderApp();
    expect(screen.getByText('checking session')).toBeInTheDocument();
    expect(screen.queryByText(/signed out/)).not.toBeInTheDocument();

    await act(async () => fake.finishSessionCheck(null));
    expect(screen.getByText(/signed out \| profile:none/)).toBeInTheDocument();
    expect(fake.client.auth.getSession).toHaveBeenCalledTimes(1);
  });

  it('loads the profile of the session found at start', async () => {
    fake.setProfileResult({ id: 'u1', full_name: 'Ana García', user_type: 'admin' });
    renderApp();
    await act(async () => fake.finishSessionCheck(fakeSession('u1', 'ana@uni.es')));
    expect(await screen.findByText('user:ana@uni.es | profile:Ana García | admin')).toBeInTheDocument();
    expect(fake.profileQuery).toHaveBeenCalledWith('id', 'u1');
  });

  it('follows sign-in, token refresh, user update and sign-out events', async () => {
    renderApp();
    await act(async () => fake.finishSessionCheck(null));

    fake.setProfileResult({ id: 'u2', full_name: 'Luis Pérez', user_type: 'student' });
    act(() => fake.emit('SIGNED_IN', fakeSession('u2', 'luis@uni.es')));
    expect(await screen.findByText('user:luis@uni.es | profile:Luis Pérez')).toBeInTheDocument();
    expect(fake.profileQuery).toHaveBeenCalledTimes(1);

    // A token refresh for the same user keeps the profile without refetching it.
    act(() => fake.emit('TOKEN_REFRESHED', fakeSession('u2', 'luis@uni.es')));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(fake.profileQuery).toHaveBeenCalledTimes(1);

    fake.setProfileResult({ id: 'u2', full_name: 'Luis Pérez Gil', user_type: 'student' });
    act(() => fake.emit('USER_UPDATED', fakeSession('u2', 'luis.new@uni.es')));
    expect(await screen.findByText('user:luis.new@uni.es | profile:Luis Pérez Gil')).toBeInTheDocument();

    act(() => fake.emit('PASSWORD_RECOVERY', fakeSession('u2', 'luis.new@uni.es')));
    expect(screen.getByText(/user:luis.new@uni.es/)).toBeInTheDocument();

    act(() => fake.emit('SIGNED_OUT', null));
    expect(await screen.findByText('signed out | profile:none')).toBeInTheDocument();
  });

  it('logs a failed profile fetch and leaves the profile empty', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.setProfileResult(null, { message: 'permission denied' });
    renderApp();
    await act(async () => fake.finishSessionCheck(fakeSession('u3', 'eva@uni.es')));
    await waitFor(() => expect(screen.getByText('user:eva@uni.es | profile:none')).toBeInTheDocument());
    expect(consoleError).toHaveBeenCalledWith('Error fetching profile', { message: 'permission denied' });
    consoleError.mockRestore();
  });

  it('stops listening when unmounted', async () => {
    const { unmount } = renderApp();
    expect(fake.listenerCount()).toBe(1);
    unmount();
    expect(fake.listenerCount()).toBe(0);
  });
});

describe('hooks outside AuthProvider', () => {
  it('useSession throws a clear error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<WhoAmI />)).toThrow('useSession must be used within an AuthProvider');
    consoleError.mockRestore();
  });
});
