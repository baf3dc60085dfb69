// Asymmetric JWT signing keys as a current Supabase project has them, through supabase-js on
// PGlite and PostgreSQL 15: sessions are ES256 tokens whose kid is in /auth/v1/.well-known/jwks.json,
// getClaims() verifies them with that JWKS, REST, Storage and Realtime accept them, and the HS256
// anon/service keys keep working. Configured keys (RS256 signing, a retired ES256 key still
// verifying) and the legacy HS256 mode are served on the same schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signJwt } from '../src/keys.js';
import { DEV_JWT_SECRET } from '../src/config.js';
import type { BackendKind, TestBackend } from './support/backend.js';
import { signUpUser } from './support/backend.js';
import { startProjectBackend } from './support/project.js';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function jwksOf(backend: TestBackend) {
  const res = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=600');
  return ((await res.json()) as { keys: JWK[] }).keys;
}

/** A REST read with `token` as the bearer: the status and, when 200, the caller's notes. */
async function notesWith(backend: TestBackend, token: string) {
  const res = await fetch(`${backend.url}/rest/v1/notes?select=body`, {
    headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe.each<BackendKind>(['pglite', 'postgres'])('asymmetric signing keys on %s', (kind) => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startProjectBackend(kind);
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('publishes one ES256 public key and signs sessions with it; getClaims() verifies through the JWKS', async () => {
    const keys = await jwksOf(backend);
    expect(keys).toHaveLength(1);
    const [key] = keys;
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['verify'] });
    expect(key).not.toHaveProperty('d');

    const { client, session, user } = await signUpUser(backend, {}, 'jwks');
    expect(decodeProtectedHeader(session.access_token)).toEqual({ alg: 'ES256', kid: key!.kid, typ: 'JWT' });

    // A client that records what it asks the server: getClaims() must fetch the JWKS, not the user.
    const asked: string[] = [];
    const counting = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, storageKey: `jwks-${kind}` },
      realtime: { transport: WebSocket as never },
      global: { fetch: (input, init) => (asked.push(new URL(String(input)).pathname), fetch(input, init)) },
    });
    const { data, error } = await counting.auth.getClaims(session.access_token);
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({ sub: user.id, role: 'authenticated', email: user.email, iss: `${backend.url}/auth/v1` });
    expect(data?.header).toMatchObject({ alg: 'ES256', kid: key!.kid });
    expect(asked).toEqual(['/auth/v1/.well-known/jwks.json']);
    expect((await client.auth.getClaims()).data?.claims.sub).toBe(user.id);

    const [header, , signature] = session.access_token.split('.');
    const forged = `${header}.${part({ ...claimsOf(session.access_token), sub: '00000000-0000-0000-0000-000000000000' })}.${signature}`;
    const refused = await counting.auth.getClaims(forged);
    expect(refused.data).toBeNull();
    expect(refused.error?.message).toBe('Invalid JWT signature');
    expect((await notesWith(backend, forged)).status).toBe(401);
  });

  it('accepts the ES256 session on REST (RLS sees the user), Storage and Realtime, and the HS256 keys still work', async () => {
    const { client, user, session } = await signUpUser(backend, {}, 'es256');
    expect((await client.from('notes').insert({ body: 'mine' })).error).toBeNull();
    expect(await notesWith(backend, session.access_token)).toEqual({ status: 200, body: [{ body: 'mine' }] });

    const service = backend.service();
    await service.storage.createBucket('photos');
    const upload = await client.storage.from('photos').upload(`${user.id}/a.txt`, new Blob(['hi'], { type: 'text/plain' }));
    expect(upload.error).toBeNull();
    expect((await client.storage.from('photos').list(user.id)).data?.map((file) => file.name)).toEqual(['a.txt']);
    expect((await service.from('notes').select('body').eq('owner', user.id)).data).toEqual([{ body: 'mine' }]);

    const channel = client.channel(`user:${user.id}`, { config: { private: true } });
    await client.realtime.setAuth(session.access_token);
    const status = await new Promise<string>((resolve) => channel.subscribe((state) => resolve(state)));
    expect(status).toBe('SUBSCRIBED');
    await client.removeChannel(channel);
  });

  it('refuses an unknown kid, the public key used as an HS256 secret, and alg none', async () => {
    const { session } = await signUpUser(backend, {}, 'confusion');
    const claims = claimsOf(session.access_token);
    const [key] = await jwksOf(backend);
    const stranger = await generateKeyPair('ES256');
    const unknownKid = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: 'not-a-key', typ: 'JWT' }).sign(stranger.privateKey);
    const strangerSameKid = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: key!.kid, typ: 'JWT' }).sign(stranger.privateKey);
    const publicAsSecret = signJwt(claims, JSON.stringify(key));
    const none = `${part({ alg: 'none', kid: key!.kid })}.${part(claims)}.`;
    for (const token of [unknownKid, strangerSameKid, publicAsSecret, none]) {
      expect((await notesWith(backend, token)).status).toBe(401);
      const res = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` } });
      expect(res.status).toBe(403);
    }
    // The legacy HS256 secret still signs valid tokens (the anon and service keys are such tokens).
    expect((await notesWith(backend, signJwt(claims, DEV_JWT_SECRET))).status).toBe(200);
  });
});

/** The claims of a token, unverified (to forge look-alikes). */
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('configured signing keys', () => {
  let configured: TestBackend;
  let legacy: TestBackend;
  let ec: CryptoKeyPair;

  beforeAll(async () => {
    const rsa = await generateKeyPair('RS256', { extractable: true });
    ec = await generateKeyPair('ES256', { extractable: true });
    const signing: JWK = { ...(await exportJWK(rsa.privateKey)), kid: 'rsa-2026', alg: 'RS256', key_ops: ['sign', 'verify'] };
    const retired: JWK = { ...(await exportJWK(ec.privateKey)), kid: 'ec-2025', alg: 'ES256', key_ops: ['verify'] };
    configured = await startProjectBackend('pglite', { signingKeys: [retired, signing] });
    legacy = await startProjectBackend('pglite', { signingKeys: [] });
  });
  afterAll(async () => {
    await configured?.stop();
    await legacy?.stop();
  });

  it('signs with the RS256 key marked "sign" and still verifies a retired ES256 key', async () => {
    expect((await jwksOf(configured)).map((key) => [key.kid, key.alg, key.kty, 'd' in key])).toEqual([
      ['ec-2025', 'ES256', 'EC', false],
      ['rsa-2026', 'RS256', 'RSA', false],
    ]);
    const { client, session, user } = await signUpUser(configured, {}, 'rsa');
    expect(decodeProtectedHeader(session.access_token)).toMatchObject({ alg: 'RS256', kid: 'rsa-2026' });
    expect((await client.auth.getClaims()).data?.claims.sub).toBe(user.id);

    const claims = claimsOf(session.access_token);
    const old = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: 'ec-2025', typ: 'JWT' }).sign(ec.privateKey);
    expect((await notesWith(configured, old)).status).toBe(200);
    // Each kid only with its own algorithm.
    const mislabelled = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: 'rsa-2026' }).sign(ec.privateKey);
    expect((await notesWith(configured, mislabelled)).status).toBe(401);
  });

  it('keeps HS256 sessions with an empty key list: no public keys, getClaims() asks the server', async () => {
    expect(await jwksOf(legacy)).toEqual([]);
    const { client, session, user } = await signUpUser(legacy, {}, 'legacy');
    expect(decodeProtectedHeader(session.access_token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect((await client.auth.getClaims()).data?.claims.sub).toBe(user.id);
  });

  it('refuses to start with a symmetric or public-only key', async () => {
    const ec = await generateKeyPair('ES256', { extractable: true });
    const publicOnly: JWK = { ...(await exportJWK(ec.publicKey)), kid: 'pub', alg: 'ES256' };
    await expect(startProjectBackend('pglite', { signingKeys: [publicOnly] })).rejects.toThrow('signing key 1 (pub) is not a private key');
    await expect(startProjectBackend('pglite', { signingKeys: [{ kty: 'oct', k: 'c2VjcmV0', kid: 'hs', alg: 'HS256' }] })).rejects.toThrow(
      'alg must be RS256 or ES256, not HS256',
    );
  });
});
