// The HTTP surface refuses what it must, with the status a client expects, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { DEV_JWT_SECRET } from '../src/config.js';
import { signJwt } from '../src/keys.js';
import { signUpUser, startBackend, uniqueEmail, type TestBackend } from './support/backend.js';
import { PNG_1X1 } from './support/images.js';

const SIGNUP_LIMIT = 12;

let backend: TestBackend;
let alice: Awaited<ReturnType<typeof signUpUser>>;
let bob: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  backend = await startBackend('pglite', {
    jwtSecret: DEV_JWT_SECRET,
    rateLimits: { signupPerMinute: SIGNUP_LIMIT, tokenPerMinute: 0 },
  });
  alice = await signUpUser(backend, { full_name: 'Alice' }, 'alice');
  bob = await signUpUser(backend, { full_name: 'Bob' }, 'bob');
});
afterAll(async () => {
  await backend?.stop();
});

const rest = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${backend.url}/rest/v1${path}`, {
    ...init,
    headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });

const profileCount = async () => {
  const { count } = await backend.service().from('profiles').select('*', { count: 'exact', head: true });
  return count;
};

function unsignedToken(claims: Record<string, unknown>) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

describe('JWTs', () => {
  const now = Math.floor(Date.now() / 1000);
  const tokens = {
    'signed with another secret': () => signJwt({ role: 'service_role', exp: now + 3600 }, 'not-the-secret-at-all-but-long-enough-1234'),
    expired: () => signJwt({ role: 'authenticated', sub: alice.user.id, aud: 'authenticated', exp: now - 60 }, DEV_JWT_SECRET),
    'alg none': () => unsignedToken({ role: 'service_role', exp: now + 3600 }),
    'HS256 header over a tampered payload': () => {
      const [header, , signature] = alice.session.access_token.split('.');
      const payload = Buffer.from(JSON.stringify({ role: 'service_role', sub: alice.user.id, exp: now + 3600 })).toString('base64url');
      return `${header}.${payload}.${signature}`;
    },
    'unknown role': () => signJwt({ role: 'postgres', exp: now + 3600 }, DEV_JWT_SECRET),
  };

  for (const [name, make] of Object.entries(tokens)) {
    it(`refuses a token ${name} on REST, Storage and Auth, and changes nothing`, async () => {
      const token = make();
      const before = await profileCount();
      const response = await rest(`/profiles?id=eq.${bob.user.id}`, token, { method: 'DELETE' });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'PGRST301' });
      expect(await profileCount()).toBe(before);

      const upload = await fetch(`${backend.url}/storage/v1/object/profile-pictures/profile-pictures/${bob.user.id}-1.png`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, 'content-type': 'image/png' },
        body: PNG_1X1,
      });
      expect(upload.status).toBe(401);

      const user = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` } });
      expect(user.status).toBe(403);
      expect(await user.json()).toMatchObject({ error_code: 'bad_jwt' });
    });
  }

  it('refuses a request without any key', async () => {
    const response = await fetch(`${backend.url}/rest/v1/profiles`);
    expect(response.status).toBe(401);
  });

  it('refuses an HS256 token signed with an empty key', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    const wrongKeySignature = createHmac('sha256', '').update(`${header}.${payload}`).digest('base64url');
    const response = await rest('/profiles', `${header}.${payload}.${wrongKeySignature}`);
    expect(response.status).toBe(401);
  });
});

describe('sessions', () => {
  const token = (body: object, grant: string) =>
    fetch(`${backend.url}/auth/v1/token?grant_type=${grant}`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('revokes the whole session when a rotated refresh token is used again', async () => {
    const signIn = (await (await token({ email: alice.email, password: alice.password }, 'password')).json()) as { refresh_token: string; access_token: string };
    const first = signIn.refresh_token as string;
    const rotated = await token({ refresh_token: first }, 'refresh_token');
    expect(rotated.status).toBe(200);
    const second = ((await rotated.json()) as { refresh_token: string }).refresh_token;
    expect(second).not.toBe(first);

    const reuse = await token({ refresh_token: first }, 'refresh_token');
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error_code: 'refresh_token_already_used' });
    // The legitimate next token died with the session, and so did the access token.
    const next = await token({ refresh_token: second }, 'refresh_token');
    expect(next.status).toBe(400);
    const user = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${signIn.access_token}` },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error_code: 'session_not_found', msg: 'Session from session_id claim in JWT does not exist' });
  });

  it('logout revokes the session and its refresh token', async () => {
    const client = backend.client();
    const { data } = await client.auth.signInWithPassword({ email: bob.email, password: bob.password });
    const session = data.session!;
    expect((await client.auth.signOut()).error).toBeNull();
    const user = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(user.status).toBe(403);
    const refresh = await token({ refresh_token: session.refresh_token }, 'refresh_token');
    expect(refresh.status).toBe(400);
  });

  it('signing up as admin gives a student', async () => {
    const eve = await signUpUser(backend, { full_name: 'Eve', user_type: 'admin' }, 'eve');
    const { data } = await eve.client.from('profiles').select('user_type').eq('id', eve.user.id).single();
    expect(data?.user_type).toBe('student');
    const escalate = await eve.client.from('profiles').update({ user_type: 'admin' }).eq('id', eve.user.id);
    expect(escalate.error).not.toBeNull();
    const after = await backend.service().from('profiles').select('user_type').eq('id', eve.user.id).single();
    expect(after.data?.user_type).toBe('student');
  });
});

describe('storage', () => {
  const publicUrl = (bucket: string, name: string) => `${backend.url}/storage/v1/object/public/${bucket}/${name}`;

  it("refuses uploads outside one's own prefix", async () => {
    const name = `${bob.user.id}-${Date.now()}.png`;
    const { error } = await alice.client.storage.from('leisure_suggestions_images').upload(name, new Blob([PNG_1X1], { type: 'image/png' }));
    expect(error).toMatchObject({ status: 403 });
    expect((await fetch(publicUrl('leisure_suggestions_images', name))).status).toBe(404);
    const news = await alice.client.storage.from('leisure_suggestions_images').upload(`news/${Date.now()}.png`, new Blob([PNG_1X1], { type: 'image/png' }));
    expect(news.error).toMatchObject({ status: 403 });
  });

  it('refuses text named .png, whatever content type it claims', async () => {
    const name = `${alice.user.id}-${Date.now()}.png`;
    const { error } = await alice.client.storage
      .from('leisure_suggestions_images')
      .upload(name, new Blob(['<script>alert(1)</script>'], { type: 'image/png' }));
    expect(error).toMatchObject({ status: 415, message: expect.stringContaining('mime type') });
    expect((await fetch(publicUrl('leisure_suggestions_images', name))).status).toBe(404);
  });

  it('refuses a 6 MB image (bucket limit 5 MB) with 413', async () => {
    const name = `${alice.user.id}-${Date.now()}.png`;
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(6 * 1024 * 1024)]);
    const { error } = await alice.client.storage.from('leisure_suggestions_images').upload(name, new Blob([big], { type: 'image/png' }));
    expect(error).toMatchObject({ status: 413 });
    expect((await fetch(publicUrl('leisure_suggestions_images', name))).status).toBe(404);
  });

  it('refuses path traversal in object names', async () => {
    const response = await fetch(`${backend.url}/storage/v1/object/leisure_suggestions_images/${alice.user.id}-x/..%2F..%2F..%2Fescape.png`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${alice.session.access_token}`, 'content-type': 'image/png' },
      body: PNG_1X1,
    });
    expect(response.status).toBe(400);
  });

  it("does not let one user delete another's file", async () => {
    const name = `${alice.user.id}-${Date.now()}.png`;
    const bucket = 'leisure_suggestions_images';
    expect((await alice.client.storage.from(bucket).upload(name, new Blob([PNG_1X1], { type: 'image/png' }))).error).toBeNull();
    const { data } = await bob.client.storage.from(bucket).remove([name]);
    expect(data).toEqual([]);
    expect((await fetch(publicUrl(bucket, name))).status).toBe(200);
    const own = await alice.client.storage.from(bucket).remove([name]);
    expect(own.data).toHaveLength(1);
    expect((await fetch(publicUrl(bucket, name))).status).toBe(404);
  });
});

describe('SQL injection', () => {
  const attempts = [
    '/profiles?select=id,full_name);drop table public.profiles;--',
    '/profiles?select=*&order=id;drop table public.profiles',
    '/profiles?select=*&full_name);delete from public.profiles;--=eq.x',
    '/profiles%22%3Bdrop%20table%20public.profiles%3B--?select=*',
    '/profiles?select=*&id=in.(1);drop table public.profiles;--',
    '/profiles?select=*&or=(id.eq.1;drop table public.profiles)',
  ];

  for (const path of attempts) {
    it(`refuses ${path}`, async () => {
      const before = await profileCount();
      const response = await rest(path, alice.session.access_token);
      expect([400, 404]).toContain(response.status);
      expect(await profileCount()).toBe(before);
    });
  }

  it('binds filter values as data', async () => {
    const before = await profileCount();
    const value = encodeURIComponent("x' or '1'='1");
    const response = await rest(`/profiles?select=id&full_name=eq.${value}`, alice.session.access_token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    const patch = await rest(`/profiles?full_name=eq.${value}`, alice.session.access_token, {
      method: 'PATCH',
      body: JSON.stringify({ bio: "'); drop table public.profiles; --" }),
    });
    expect(patch.status).toBeLessThan(300);
    expect(await profileCount()).toBe(before);
  });
});

describe('rate limit', () => {
  it('answers 429 over_request_rate_limit once an IP signs up too often', async () => {
    let last: Response | undefined;
    for (let i = 0; i < SIGNUP_LIMIT + 1 && last?.status !== 429; i++) {
      last = await fetch(`${backend.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail('flood'), password: 'short' }),
      });
    }
    expect(last?.status).toBe(429);
    expect(await last!.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
  });
});
