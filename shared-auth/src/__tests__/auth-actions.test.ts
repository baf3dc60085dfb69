import { toast } from '@univida/shared-ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut, signUp } from '../actions/auth-actions';
import { authStore, profileAtom, sessionAtom, type Profile } from '../state/atoms';
import { createFakeSupabase, fakeSession } from './fake-supabase';
import { resetAuthState } from './reset-auth-state';

let fake = createFakeSupabase();
vi.mock('../client/supabase', () => ({ loadSupabase: async () => fake.client }));
vi.mock('@univida/shared-ui', () => ({ toast: vi.fn() }));

const authError = (message: string) => ({ name: 'AuthApiError', message, status: 400 });

beforeEach(() => {
  fake = createFakeSupabase();
  resetAuthState();
  vi.mocked(toast).mockClear();
});

describe('signUp', () => {
  it('passes the metadata to the backend and stays quiet on success', async () => {
    fake.client.auth.signUp.mockResolvedValue({ data: { user: { id: 'u1' } }, error: null });
    const result = await signUp('ana@uni.es', 'secreto123', {
      full_name: 'Ana',
      user_type: 'student',
    });
    expect(fake.client.auth.signUp).toHaveBeenCalledWith({
      email: 'ana@uni.es',
      password: 'secreto123',
      options: { data: { full_name: 'Ana', user_type: 'student' } },
    });
    expect(result.error).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('toasts "Sign up Failed" with the backend message', async () => {
    fake.client.auth.signUp.mockResolvedValue({
      data: {},
      error: authError('User already registered'),
    });
    await signUp('ana@uni.es', 'x');
    expect(toast).toHaveBeenCalledWith({
      title: 'Sign up Failed',
      description: 'User already registered',
      variant: 'destructive',
    });
  });
});

describe('signUp errors with a code', () => {
  it('toasts the Spanish wording of weak_password', async () => {
    fake.client.auth.signUp.mockResolvedValue({
      data: {},
      error: {
        ...authError('Password is known to be weak'),
        code: 'weak_password',
        reasons: ['pwned'],
      },
    });
    await signUp('ana@uni.es', 'password123');
    expect(toast).toHaveBeenCalledWith({
      title: 'Sign up Failed',
      description: 'Esa contraseña es de las más usadas y fáciles de adivinar: elige otra.',
      variant: 'destructive',
    });
  });
});

describe('signIn', () => {
  it('toasts "Sign in Failed" with "Something went wrong" when the backend gives no message', async () => {
    fake.client.auth.signInWithPassword.mockResolvedValue({ data: {}, error: authError('') });
    const result = await signIn('ana@uni.es', 'bad');
    expect(result.error).not.toBeNull();
    expect(toast).toHaveBeenCalledWith({
      title: 'Sign in Failed',
      description: 'Something went wrong',
      variant: 'destructive',
    });
  });

  it('signs in with email and password', async () => {
    fake.client.auth.signInWithPassword.mockResolvedValue({
      data: { session: fakeSession('u1') },
      error: null,
    });
    await signIn('ana@uni.es', 'secreto123');
    expect(fake.client.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'ana@uni.es',
      password: 'secreto123',
    });
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('signOut', () => {
  beforeEach(() => {
    authStore.set(sessionAtom, fakeSession('u1'));
    authStore.set(profileAtom, { id: 'u1', full_name: 'Ana' } as Profile);
  });

  it('clears the session and the profile', async () => {
    fake.client.auth.signOut.mockResolvedValue({ error: null });
    await expect(signOut()).resolves.toEqual({ error: null });
    expect(authStore.get(profileAtom)).toBeNull();
    expect(authStore.get(sessionAtom)).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('silently ignores the stale session_id error', async () => {
    fake.client.auth.signOut.mockResolvedValue({
      error: authError('Session from session_id claim in JWT does not exist'),
    });
    await expect(signOut()).resolves.toEqual({ error: null });
    expect(toast).not.toHaveBeenCalled();
    expect(authStore.get(sessionAtom)).toBeNull();
  });

  it('toasts "Sign out Failed" for any other error', async () => {
    const error = authError('Network down');
    fake.client.auth.signOut.mockResolvedValue({ error });
    await expect(signOut()).resolves.toEqual({ error });
    expect(toast).toHaveBeenCalledWith({
      title: 'Sign out Failed',
      description: 'Network down',
      variant: 'destructive',
    });
  });
});
