import '@univida/supabase-local/testing/vitest-backend-info';
import { createClient } from '@supabase/supabase-js';
import { toast } from '@univida/shared-ui';
import { beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { signIn, signOut, signUp } from '../actions/auth-actions';
import { initSupabase, loadSupabase } from '../client/supabase';
import type { Database } from '../database.types';
import { authStore, profileAtom, sessionAtom, type Profile } from '../state/atoms';
import { resetAuthState } from '../testing/reset-auth-state';

// The actions run on the page's own client against supabase-local (started by this package's
// test setup), so each test sees the real server's answers and reads back what it stored.
vi.mock('@univida/shared-ui', () => ({ toast: vi.fn() }));

const backend = inject('testBackend');
const service = createClient<Database>(backend.url, backend.serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false, storageKey: 'service-role' },
});
const PASSWORD = 'Contrasena-de-prueba-2026';
let count = 0;
const newEmail = () => `auth-${Date.now()}-${++count}@test.univida.es`;

beforeAll(async () => {
  initSupabase({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
  await loadSupabase();
});

beforeEach(async () => {
  await (await loadSupabase()).auth.signOut();
  resetAuthState();
  vi.mocked(toast).mockClear();
});

describe('signUp', () => {
  it('creates the account with its metadata and stays quiet on success', async () => {
    const email = newEmail();
    const result = await signUp(email, PASSWORD, { full_name: 'Ana Ruiz', user_type: 'owner' });
    expect(result.error).toBeNull();
    expect(toast).not.toHaveBeenCalled();
    const { data: profile } = await service
      .from('profiles')
      .select('full_name, user_type')
      .eq('id', result.data.user!.id)
      .single();
    expect(profile).toEqual({ full_name: 'Ana Ruiz', user_type: 'owner' });
  });

  it('toasts the Spanish reason when the email is taken', async () => {
    const email = newEmail();
    await signUp(email, PASSWORD);
    const second = await signUp(email, PASSWORD);
    expect(second.error).not.toBeNull();
    expect(toast).toHaveBeenCalledWith({
      title: 'Error en el registro',
      description: 'Este email ya está registrado: inicia sesión con él o usa otro.',
      variant: 'destructive',
    });
  });

  it('toasts the Spanish wording of a weak password', async () => {
    const result = await signUp(newEmail(), 'password123');
    expect(result.error?.code).toBe('weak_password');
    expect(toast).toHaveBeenCalledWith({
      title: 'Error en el registro',
      description: 'Esa contraseña es de las más usadas y fáciles de adivinar: elige otra.',
      variant: 'destructive',
    });
  });
});

describe('signIn', () => {
  it('signs in with email and password', async () => {
    const email = newEmail();
    await signUp(email, PASSWORD);
    await (await loadSupabase()).auth.signOut();
    const result = await signIn(email, PASSWORD);
    expect(result.error).toBeNull();
    expect(result.data.session?.user.email).toBe(email);
    expect(toast).not.toHaveBeenCalled();
  });

  it('toasts the Spanish reason for a wrong password', async () => {
    const email = newEmail();
    await signUp(email, PASSWORD);
    const result = await signIn(email, 'otra-contrasena-2026');
    expect(result.data.session).toBeNull();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Error al iniciar sesión', variant: 'destructive' }),
    );
    const { description } = vi.mocked(toast).mock.calls[0]![0] as { description: string };
    expect(description).toBe('Revisa tu correo y contraseña.');
  });
});

describe('signOut', () => {
  it('ends the session and clears the session and the profile at once', async () => {
    const email = newEmail();
    const { data } = await signUp(email, PASSWORD);
    authStore.set(sessionAtom, data.session);
    authStore.set(profileAtom, { id: data.user!.id, full_name: 'Ana' } as Profile);

    await expect(signOut()).resolves.toEqual({ error: null });
    expect(authStore.get(profileAtom)).toBeNull();
    expect(authStore.get(sessionAtom)).toBeNull();
    expect((await (await loadSupabase()).auth.getSession()).data.session).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('stays quiet when the server already ended the session', async () => {
    const { data } = await signUp(newEmail(), PASSWORD);
    // The session is ended elsewhere (another tab, an admin) before this tab signs out.
    const ended = await fetch(`${backend.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(ended.status).toBe(204);
    await expect(signOut()).resolves.toEqual({ error: null });
    expect(toast).not.toHaveBeenCalled();
    expect(authStore.get(sessionAtom)).toBeNull();
  });
});
