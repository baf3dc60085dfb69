// Passwords and user metadata as GoTrue bounds them, through supabase-js: bcrypt's 72-byte limit,
// the common-password list, metadata size caps, small access tokens and a capped request body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { signUpUser, startBackend, uniqueEmail, type TestBackend } from './support/backend.js';

const TOO_LONG = 'Password cannot be longer than 72 characters';
const PWNED = 'Password is known to be weak and easy to guess, please choose a different one.';

describe('password and metadata limits', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startBackend('pglite');
  });
  afterAll(async () => {
    await backend?.stop();
  });

  const signUp = (password: string, data: Record<string, unknown> = {}) =>
    backend.client().auth.signUp({ email: uniqueEmail('limits'), password, options: { data } });

  it('refuses passwords over 72 bytes (ASCII or multi-byte) with 400 validation_failed and accepts exactly 72', async () => {
    for (const password of ['Aa1-'.repeat(18) + 'x', 'ñ'.repeat(37)]) {
      const { error } = await signUp(password);
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('validation_failed');
      expect(error?.message).toBe(TOO_LONG);
    }
    const exact = await signUp('ñ'.repeat(36));
    expect(exact.error).toBeNull();
    expect(exact.data.session).not.toBeNull();
  });

  it('refuses common passwords, whatever their case, with 422 weak_password and the reasons', async () => {
    for (const password of ['password123', '12345678', 'Password123', 'qwertyuiop']) {
      const { error } = await signUp(password);
      expect(error?.status, password).toBe(422);
      expect(error?.code, password).toBe('weak_password');
      expect(error?.message).toBe(PWNED);
      expect((error as { reasons?: string[] }).reasons).toEqual(['pwned']);
    }
    const both = await signUp('123456');
    expect((both.error as { reasons?: string[] }).reasons).toEqual(['length', 'pwned']);
  });

  it('applies the same checks to a password change and to the admin API', async () => {
    const user = await signUpUser(backend, { full_name: 'Cambio' });
    const long = await user.client.auth.updateUser({ password: 'x'.repeat(73) });
    expect(long.error?.code).toBe('validation_failed');
    const common = await user.client.auth.updateUser({ password: 'iloveyou123' });
    expect(common.error?.code).toBe('weak_password');
    const still = await backend
      .client()
      .auth.signInWithPassword({ email: user.email, password: user.password });
    expect(still.error).toBeNull();

    const admin = backend.service().auth.admin;
    const created = await admin.createUser({
      email: uniqueEmail('admin-api'),
      password: '12345678',
    });
    expect(created.error?.code).toBe('weak_password');
    const updated = await admin.updateUserById(user.user.id, { password: 'é'.repeat(40) });
    expect(updated.error?.code).toBe('validation_failed');
  });

  it('answers an existing email as GoTrue with autoconfirm does, after the password checks', async () => {
    const user = await signUpUser(backend, { full_name: 'Existe' });
    const again = await backend
      .client()
      .auth.signUp({ email: user.email, password: 'Otra-clave-2026' });
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('user_already_exists');
    expect(again.error?.message).toBe('User already registered');
    // A weak password is refused before the email is looked at, so it reveals nothing.
    const weak = await backend.client().auth.signUp({ email: user.email, password: 'password123' });
    expect(weak.error?.code).toBe('weak_password');
  });

  it('refuses metadata over 8 KiB or with a string over 2 KiB (400 validation_failed), on sign-up and update', async () => {
    const longName = await signUp('Clave-segura-2026', { full_name: 'a'.repeat(2049) });
    expect(longName.error?.status).toBe(400);
    expect(longName.error?.code).toBe('validation_failed');
    const many = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`field${i}`, 'b'.repeat(1000)]),
    );
    const big = await signUp('Clave-segura-2026', many);
    expect(big.error?.code).toBe('validation_failed');
    const deep = await signUp('Clave-segura-2026', {
      nested: JSON.parse('['.repeat(20) + ']'.repeat(20)),
    });
    expect(deep.error?.code).toBe('validation_failed');

    // Each update is within the cap, the merge is not: refused, nothing kept.
    const user = await signUpUser(backend, { full_name: 'Crece' });
    const half = Object.fromEntries(
      Array.from({ length: 5 }, (_, i) => [`a${i}`, 'c'.repeat(1000)]),
    );
    expect((await user.client.auth.updateUser({ data: half })).error).toBeNull();
    const more = Object.fromEntries(
      Array.from({ length: 5 }, (_, i) => [`b${i}`, 'c'.repeat(1000)]),
    );
    const merged = await user.client.auth.updateUser({ data: more });
    expect(merged.error?.code).toBe('validation_failed');
    const { data } = await user.client.auth.getUser();
    expect(Object.keys(data.user!.user_metadata)).not.toContain('b0');

    const admin = await backend.service().auth.admin.updateUserById(user.user.id, {
      user_metadata: { bio: 'd'.repeat(3000) },
    });
    expect(admin.error?.code).toBe('validation_failed');
  });

  it('refuses an email over 255 bytes as GoTrue does (400 validation_failed)', async () => {
    const { error } = await backend
      .client()
      .auth.signUp({ email: `${'a'.repeat(250)}@test.univida.es`, password: 'Clave-segura-2026' });
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe('An email address is too long');
  });

  it('refuses a 2 MB sign-up body with 413 request_entity_too_large before reading it', async () => {
    const res = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: uniqueEmail('huge'),
        password: 'Clave-segura-2026',
        data: { full_name: 'x'.repeat(2 * 1024 * 1024) },
      }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 413, error_code: 'request_entity_too_large' });
  });

  it('keeps access tokens small: only short scalar metadata rides in them, the user object keeps all', async () => {
    const bio = 'e'.repeat(2000);
    const hobbies = Array.from({ length: 30 }, (_, i) => `afición ${i}`);
    const { data, error } = await signUp('Clave-segura-2026', {
      full_name: 'Token Pequeño',
      user_type: 'student',
      bio,
      hobbies,
    });
    expect(error).toBeNull();
    const token = data.session!.access_token;
    expect(token.length).toBeLessThan(2048);
    expect(decodeJwt(token).user_metadata).toEqual({
      full_name: 'Token Pequeño',
      user_type: 'student',
    });
    expect(data.user!.user_metadata).toMatchObject({ bio, hobbies });
  });
});
