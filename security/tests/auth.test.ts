// Attacks on GoTrue's surface with the anon key and an ordinary account: passwords bcrypt would
// truncate or anyone could guess, oversized metadata that would ride in every token, oversized
// bodies, and sign-up answers that could tell more than GoTrue does about who is registered.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  api,
  expectAlive,
  signUp,
  uniqueEmail,
  type SignedUser,
} from '../support/attack.js';
import { stack } from '../support/stack-info.js';

const send = (method: string, path: string, body: unknown, token?: string) =>
  api(path, {
    method,
    token,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const post = (path: string, body: unknown, token?: string) => send('POST', path, body, token);
const put = (path: string, body: unknown, token: string) => send('PUT', path, body, token);

const tokenClaims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

const signUpRaw = (password: string, data: unknown = {}, email = uniqueEmail('auth-attack')) =>
  post('/auth/v1/signup', { email, password, data });

const signInRaw = (email: string, password: string) =>
  post('/auth/v1/token?grant_type=password', { email, password });

/** A GoTrue refusal: the status and { code, error_code, msg }. */
async function expectAuthError(res: Response, status: number, errorCode: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ code: status, error_code: errorCode });
  return body;
}

const serviceToken = () => stack().serviceRoleKey;
const repeatObject = (count: number, size: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, 'x'.repeat(size)]));

let user: SignedUser;

beforeAll(async () => {
  user = await signUp('auth-attack');
});

describe('passwords', () => {
  it('auth: sign-up with a 73-byte password (bcrypt would drop the last byte) → 400 validation_failed, no account', async () => {
    const email = uniqueEmail('long-password');
    const password = 'Zq8#'.repeat(18) + '!';
    const body = await expectAuthError(
      await signUpRaw(password, {}, email),
      400,
      'validation_failed',
    );
    expect(body.msg).toBe('Password cannot be longer than 72 characters');
    await expectAuthError(
      await signInRaw(email, password.slice(0, 72)),
      400,
      'invalid_credentials',
    );
  });

  it('auth: sign-up with 37 × "ñ" (74 bytes in 37 characters) → 400 validation_failed', async () => {
    await expectAuthError(await signUpRaw('ñ'.repeat(37)), 400, 'validation_failed');
  });

  for (const password of ['password123', '12345678', 'Password123', 'iloveyou1']) {
    it(`auth: sign-up with the common password '${password}' → 422 weak_password [pwned]`, async () => {
      const body = await expectAuthError(await signUpRaw(password), 422, 'weak_password');
      expect(body.weak_password).toEqual({ reasons: ['pwned'] });
    });
  }

  it('auth: a 73-byte password whose first 72 bytes are right → 400 invalid_credentials', async () => {
    const email = uniqueEmail('prefix');
    const password = 'Kx9!'.repeat(18);
    expect((await signUpRaw(password, {}, email)).status).toBe(200);
    await expectAuthError(
      await signInRaw(email, `${password}-anything`),
      400,
      'invalid_credentials',
    );
    expect((await signInRaw(email, password)).status).toBe(200);
  });

  it('auth: PUT /user to a 73-byte or a common password → 400 / 422, the old password still signs in', async () => {
    await expectAuthError(
      await put('/auth/v1/user', { password: 'y'.repeat(73) }, user.token),
      400,
      'validation_failed',
    );
    await expectAuthError(
      await put('/auth/v1/user', { password: 'qwerty123' }, user.token),
      422,
      'weak_password',
    );
    expect((await signInRaw(user.email, PASSWORD)).status).toBe(200);
  });

  it("auth: the admin API creating a user with '12345678' or updating one to 73 bytes → 422 / 400", async () => {
    await expectAuthError(
      await post(
        '/auth/v1/admin/users',
        { email: uniqueEmail('admin-weak'), password: '12345678' },
        serviceToken(),
      ),
      422,
      'weak_password',
    );
    await expectAuthError(
      await put(`/auth/v1/admin/users/${user.id}`, { password: 'z'.repeat(73) }, serviceToken()),
      400,
      'validation_failed',
    );
  });
});

describe('sign-up answers', () => {
  it('auth: sign-up with an existing email → exactly GoTrue autoconfirm answer; with a common password it is weak_password first', async () => {
    const existing = await signUpRaw('Otra-clave-segura-2026', {}, user.email);
    expect(existing.status).toBe(422);
    expect(await existing.json()).toEqual({
      code: 422,
      error_code: 'user_already_exists',
      msg: 'User already registered',
    });
    // GoTrue checks the password before it looks the email up, so this says nothing about the account.
    await expectAuthError(await signUpRaw('password123', {}, user.email), 422, 'weak_password');
  });
});

describe('metadata and body sizes', () => {
  it('auth: sign-up with a 2 MB full_name → 413 request_entity_too_large, no account', async () => {
    const email = uniqueEmail('huge-name');
    await expectAuthError(
      await signUpRaw(PASSWORD, { full_name: 'A'.repeat(2 * 1024 * 1024) }, email),
      413,
      'request_entity_too_large',
    );
    await expectAuthError(await signInRaw(email, PASSWORD), 400, 'invalid_credentials');
  });

  it('auth: sign-up with a 60 KiB email address → 400 validation_failed, nothing stored', async () => {
    const email = `${'a'.repeat(60 * 1024)}@attack.univida.es`;
    const body = await expectAuthError(
      await signUpRaw(PASSWORD, {}, email),
      400,
      'validation_failed',
    );
    expect(body.msg).toBe('An email address is too long');
  });

  it('auth: sign-up with a 20 KiB full_name (under the body cap) → 400 validation_failed', async () => {
    await expectAuthError(
      await signUpRaw(PASSWORD, { full_name: 'B'.repeat(20 * 1024) }),
      400,
      'validation_failed',
    );
  });

  it('auth: sign-up with 9 KiB of metadata in small fields → 400 validation_failed', async () => {
    await expectAuthError(
      await signUpRaw(PASSWORD, repeatObject(9, 1000)),
      400,
      'validation_failed',
    );
  });

  it('auth: sign-up with metadata nested 5,000 levels deep → 400 validation_failed and the server lives', async () => {
    const res = await api('/auth/v1/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"email":"${uniqueEmail('deep')}","password":"${PASSWORD}","data":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
    });
    await expectAuthError(res, 400, 'validation_failed');
    await expectAlive();
  });

  it('auth: PUT /user growing metadata by 5 KiB per call → refused past 8 KiB, nothing of it kept', async () => {
    const victim = await signUp('grow');
    expect((await put('/auth/v1/user', { data: repeatObject(5, 1000) }, victim.token)).status).toBe(
      200,
    );
    const second = {
      data: Object.fromEntries(Object.entries(repeatObject(5, 1000)).map(([k, v]) => [`g${k}`, v])),
    };
    await expectAuthError(
      await put('/auth/v1/user', second, victim.token),
      400,
      'validation_failed',
    );
    const current = (await (await api('/auth/v1/user', { token: victim.token })).json()) as {
      user_metadata: object;
    };
    expect(Object.keys(current.user_metadata)).not.toContain('gf0');
  });

  it('auth: PUT /user and POST /token with 2 MB bodies → 413 before reading them', async () => {
    await expectAuthError(
      await put('/auth/v1/user', { data: { bio: 'C'.repeat(2 * 1024 * 1024) } }, user.token),
      413,
      'request_entity_too_large',
    );
    await expectAuthError(
      await post('/auth/v1/token?grant_type=password', {
        email: user.email,
        password: 'D'.repeat(2 * 1024 * 1024),
      }),
      413,
      'request_entity_too_large',
    );
  });

  it('auth: the admin API setting a 3 KiB metadata string → 400 validation_failed', async () => {
    await expectAuthError(
      await put(
        `/auth/v1/admin/users/${user.id}`,
        { user_metadata: { bio: 'E'.repeat(3 * 1024) } },
        serviceToken(),
      ),
      400,
      'validation_failed',
    );
  });

  it('auth: sign-up with a 2 KiB bio and 50 hobbies → the access token stays under 2 KiB and carries neither', async () => {
    const bio = 'F'.repeat(2000);
    const hobbies = Array.from({ length: 50 }, (_, i) => `afición ${i}`);
    const res = await signUpRaw(PASSWORD, {
      full_name: 'Token Corto',
      user_type: 'student',
      bio,
      hobbies,
    });
    expect(res.status).toBe(200);
    const session = (await res.json()) as {
      access_token: string;
      user: { user_metadata: Record<string, unknown> };
    };
    expect(session.access_token.length).toBeLessThan(2048);
    expect(tokenClaims(session.access_token).user_metadata).toEqual({
      full_name: 'Token Corto',
      user_type: 'student',
    });
    expect(session.user.user_metadata).toMatchObject({ bio, hobbies });
    await expectAlive();
  });
});
