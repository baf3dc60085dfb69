// Tokens an attacker can make, tried on every surface that reads a bearer: REST, Storage, Auth
// and the Realtime socket (as the connection's apikey and as a channel's access_token). Each
// token names the victim or a privileged role, so an accepted one would act as them.
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PASSWORD, api, serviceClient, signUp, type SignedUser } from '../support/attack.js';
import {
  hmacToken,
  nowSeconds,
  signedToken,
  tamperedToken,
  unsignedToken,
  userClaims,
  wrongKeyToken,
} from '../support/forge.js';
import { PNG_1X1 } from '../support/images.js';
import { stack } from '../support/stack-info.js';

let attacker: SignedUser;
let victim: SignedUser;

beforeAll(async () => {
  [attacker, victim] = await Promise.all([signUp('token-attacker'), signUp('token-victim')]);
});

const privileged = (role: string) => ({ role, sub: victim.id, exp: nowSeconds() + 3600 });

const TOKENS: [string, () => string][] = [
  ['a real token whose payload was rewritten to service_role', () => tamperedToken(attacker.token, privileged('service_role'))],
  ['a real token whose sub was rewritten to the victim', () => tamperedToken(attacker.token, userClaims(victim.id))],
  ['an alg:none token claiming service_role', () => unsignedToken(privileged('service_role'))],
  ["an alg:none token with the victim's claims", () => unsignedToken(userClaims(victim.id))],
  ["an expired token of the victim signed with the right key", () => signedToken(userClaims(victim.id, { exp: nowSeconds() - 60 }))],
  ["the victim's claims signed with a wrong key", () => wrongKeyToken(userClaims(victim.id))],
  ['an HS256 token signed with an empty key claiming service_role', () => hmacToken(privileged('service_role'), '')],
  ['an HS512 token signed with the right key (algorithm confusion)', () => hmacToken(userClaims(victim.id), stack().jwtSecret, 'HS512')],
  ['service_role signed with a wrong key', () => wrongKeyToken(privileged('service_role'))],
  ['supabase_admin signed with a wrong key', () => wrongKeyToken(privileged('supabase_admin'))],
  ['postgres signed with a wrong key', () => wrongKeyToken(privileged('postgres'))],
  ['a role that is not an API role (postgres), signed with the right key', () => signedToken(privileged('postgres'))],
  ['a made-up role (superuser), signed with the right key', () => signedToken(privileged('superuser'))],
  ['no role claim at all, signed with the right key', () => signedToken({ sub: victim.id, exp: nowSeconds() + 3600 })],
];

const victimStillThere = async () => {
  const { data, error } = await serviceClient().from('profiles').select('id, full_name').eq('id', victim.id).single();
  expect(error).toBeNull();
  expect(data).toEqual({ id: victim.id, full_name: 'token-victim' });
};

const socketUrl = (apikey: string) =>
  `${stack().backendUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(apikey)}&vsn=1.0.0`;

/** The HTTP status the server answers a WebSocket upgrade with (101 when it accepts). */
function upgradeStatus(apikey: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(socketUrl(apikey));
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

interface Frame {
  topic: string;
  event: string;
  ref: string | null;
  payload: { status?: string; response?: Record<string, unknown>; message?: string };
}

/**
 * Joins one postgres_changes channel with `joinToken` (then, if given, pushes `refreshToken` as
 * the channel's new access_token) and returns the frames the server sent until phx_close, or
 * until the join reply when there is no refresh, or at most `ms`.
 */
function channelFrames(joinToken: string, refreshToken?: string, ms = 3000): Promise<Frame[]> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(socketUrl(stack().anonKey));
    const frames: Frame[] = [];
    const push = (event: string, ref: string, payload: object) =>
      ws.send(JSON.stringify({ topic: 'realtime:attack', event, ref, join_ref: '1', payload }));
    ws.once('error', reject);
    ws.once('open', () =>
      push('phx_join', '1', {
        access_token: joinToken,
        config: { postgres_changes: [{ event: '*', schema: 'public', table: 'event_participants' }] },
      }),
    );
    const finish = () => {
      clearTimeout(timer);
      ws.close();
      resolve(frames);
    };
    const timer = setTimeout(finish, ms);
    ws.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as Frame;
      frames.push(frame);
      const joined = frame.event === 'phx_reply' && frame.ref === '1';
      if (joined && !refreshToken) return finish();
      if (joined && frame.payload.status === 'ok') push('access_token', '2', { access_token: refreshToken });
      if (frame.event === 'phx_close') finish();
    });
  });
}

const joinReply = async (token: string) => (await channelFrames(token)).find((f) => f.event === 'phx_reply' && f.ref === '1')?.payload;

describe.each(TOKENS)('%s', (_name, make) => {
  it('REST: deleting the victim’s profile with it → 401 PGRST301, the profile stays', async () => {
    const res = await api(`/rest/v1/profiles?id=eq.${victim.id}`, { method: 'DELETE', token: make() });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST301' });
    await victimStillThere();
  });

  it('REST: deleting the victim’s profile with it as ?apikey= (no headers) → 401 PGRST301, the profile stays', async () => {
    const res = await fetch(`${stack().backendUrl}/rest/v1/profiles?id=eq.${victim.id}&apikey=${make()}`, { method: 'DELETE' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST301' });
    await victimStillThere();
  });

  it('Storage: uploading under the victim’s prefix with it → 401, no file appears', async () => {
    const name = `profile-pictures/${victim.id}-${Date.now()}.png`;
    const res = await api(`/storage/v1/object/profile-pictures/${name}`, {
      method: 'POST',
      token: make(),
      headers: { 'content-type': 'image/png' },
      body: PNG_1X1,
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ statusCode: '401', error: 'Unauthorized' });
    expect((await api(`/storage/v1/object/public/profile-pictures/${name}`)).status).toBe(404);
  });

  it('Auth: reading and rewriting the user with it → 403 bad_jwt, metadata unchanged', async () => {
    const token = make();
    const read = await api('/auth/v1/user', { token });
    expect(read.status).toBe(403);
    expect(await read.json()).toMatchObject({ error_code: 'bad_jwt' });
    const write = await api('/auth/v1/user', {
      method: 'PUT',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { full_name: 'pwned' }, password: `${PASSWORD}-stolen` }),
    });
    expect(write.status).toBe(403);
    const { data } = await serviceClient().auth.admin.getUserById(victim.id);
    expect(data.user?.user_metadata.full_name).toBe('token-victim');
  });

  it('Realtime: opening the socket with it as apikey → upgrade refused with 401', async () => {
    expect(await upgradeStatus(make())).toBe(401);
  });

  it('Realtime: joining a channel with it as access_token → phx_reply error InvalidJWTToken', async () => {
    const reply = await joinReply(make());
    expect(reply?.status).toBe('error');
    expect(String(reply?.response?.reason)).toMatch(/^InvalidJWTToken/);
  });

  it("Realtime: pushing it as a joined channel's new access_token → system error, then phx_close", async () => {
    const frames = await channelFrames(attacker.token, make());
    expect(frames.find((f) => f.ref === '1')?.payload.status).toBe('ok');
    const error = frames.findIndex((f) => f.event === 'system' && f.payload.status === 'error');
    expect(error).toBeGreaterThanOrEqual(0);
    expect(frames.slice(error).some((f) => f.event === 'phx_close')).toBe(true);
  });
});

describe('sessions', () => {
  const grant = (type: string, body: object) =>
    api(`/auth/v1/token?grant_type=${type}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signIn = async (user: SignedUser) => {
    const res = await grant('password', { email: user.email, password: PASSWORD });
    expect(res.status).toBe(200);
    return (await res.json()) as { access_token: string; refresh_token: string };
  };

  it('reusing a rotated refresh token → 400 refresh_token_already_used, and the whole session dies', async () => {
    const session = await signIn(attacker);
    const rotated = await grant('refresh_token', { refresh_token: session.refresh_token });
    expect(rotated.status).toBe(200);
    const next = ((await rotated.json()) as { refresh_token: string }).refresh_token;

    const reuse = await grant('refresh_token', { refresh_token: session.refresh_token });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error_code: 'refresh_token_already_used' });
    // Whoever stole the first token cannot keep the session alive through the rotated one either.
    expect((await grant('refresh_token', { refresh_token: next })).status).toBe(400);
    const user = await api('/auth/v1/user', { token: session.access_token });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error_code: 'session_not_found' });
  });

  it('refreshing after logout → 400 refresh_token_not_found or already used', async () => {
    const session = await signIn(attacker);
    const logout = await api('/auth/v1/logout', { method: 'POST', token: session.access_token });
    expect(logout.status).toBe(204);
    const res = await grant('refresh_token', { refresh_token: session.refresh_token });
    expect(res.status).toBe(400);
    expect(['refresh_token_not_found', 'refresh_token_already_used']).toContain(
      ((await res.json()) as { error_code: string }).error_code,
    );
  });

  it('a stolen access token → lives at most an hour (exp − iat ≤ 3600)', async () => {
    const claims = JSON.parse(Buffer.from(attacker.token.split('.')[1]!, 'base64url').toString()) as { exp: number; iat: number };
    expect(claims.exp - claims.iat).toBeGreaterThan(0);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(3600);
  });

  it('an access token presented as a refresh token → 400, no session issued', async () => {
    const res = await grant('refresh_token', { refresh_token: attacker.token });
    expect(res.status).toBe(400);
    expect(await res.json()).not.toHaveProperty('access_token');
  });

  it('a guessed refresh token → 400 refresh_token_not_found', async () => {
    const res = await grant('refresh_token', { refresh_token: 'aaaaaaaaaaaa' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error_code: 'refresh_token_not_found' });
  });

  it('a correctly signed token for a session that does not exist → Auth 403 session_not_found', async () => {
    const token = signedToken(userClaims(victim.id, { session_id: '00000000-0000-4000-8000-000000000000' }));
    const res = await api('/auth/v1/user', { token });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error_code: 'session_not_found' });
  });

  it("the anon key on the admin user API (read, rewrite, delete another user) → 403 not_admin, the user stays", async () => {
    for (const [method, path] of [
      ['GET', `/auth/v1/admin/users/${victim.id}`],
      ['DELETE', `/auth/v1/admin/users/${victim.id}`],
      ['PUT', `/auth/v1/admin/users/${victim.id}`],
    ] as const) {
      const res = await api(path, {
        method,
        ...(method === 'PUT' && { headers: { 'content-type': 'application/json' }, body: '{"password":"Hijacked-12345!"}' }),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toMatchObject({ error_code: 'not_admin' });
    }
    await victimStillThere();
  });

  it("a student's token on the admin user API (create, delete another user) → 403 not_admin, nothing changes", async () => {
    const create = await api('/auth/v1/admin/users', {
      method: 'POST',
      token: attacker.token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'planted@attack.univida.es', password: PASSWORD, user_metadata: { user_type: 'admin' } }),
    });
    expect(create.status).toBe(403);
    const del = await api(`/auth/v1/admin/users/${victim.id}`, { method: 'DELETE', token: attacker.token });
    expect(del.status).toBe(403);
    await victimStillThere();
    const { data } = await serviceClient().from('profile_contacts').select('id').eq('email', 'planted@attack.univida.es');
    expect(data).toEqual([]);
  });

  it("a deleted account's unexpired token → Auth 403, and REST writes in its name fail (409 23503)", async () => {
    const gone = await signUp('token-deleted');
    const { error } = await serviceClient().auth.admin.deleteUser(gone.id);
    expect(error).toBeNull();
    const user = await api('/auth/v1/user', { token: gone.token });
    expect(user.status).toBe(403);
    expect(['user_not_found', 'session_not_found']).toContain(((await user.json()) as { error_code: string }).error_code);
    const { data: event } = await serviceClient().from('events').select('id').limit(1).single();
    const write = await api('/rest/v1/reports', {
      method: 'POST',
      token: gone.token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reporter_id: gone.id, item_id: event?.id, reason: 'ghost' }),
    });
    expect(write.status).toBe(409);
    expect(await write.json()).toMatchObject({ code: '23503' });
    const { data } = await serviceClient().from('reports').select('id').eq('reporter_id', gone.id);
    expect(data).toEqual([]);
  });

  it("the service key as ?apikey= behind a student's bearer → runs as the student: the victim's profile stays", async () => {
    const res = await fetch(`${stack().backendUrl}/rest/v1/profiles?id=eq.${victim.id}&apikey=${stack().serviceRoleKey}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${attacker.token}`, prefer: 'return=representation' },
    });
    expect(await res.json()).toEqual([]);
    await victimStillThere();
  });

  it('no key at all on REST, Storage and Auth → 401 each', async () => {
    const { backendUrl } = stack();
    expect((await fetch(`${backendUrl}/rest/v1/profiles?select=id`)).status).toBe(401);
    expect((await fetch(`${backendUrl}/storage/v1/object/profile-pictures/x.png`, { method: 'POST', body: PNG_1X1 })).status).toBe(401);
    expect((await fetch(`${backendUrl}/auth/v1/user`)).status).toBe(401);
  });
});
