import { createHmac } from 'node:crypto';
import { jwtVerify, type CryptoKey, type JWTHeaderParameters } from 'jose';
import type { JwtClaims } from './db/types.js';

const KEY_CLAIMS = { iss: 'supabase-local', iat: 1700000000, exp: 2000000000 } as const;
const ROLES = new Set(['anon', 'authenticated', 'service_role']);

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Signs claims as a compact HS256 JWT. Synchronous on purpose so configuration code can mint the
 * deterministic project keys without awaiting; verification goes through jose.
 */
export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

/** The project's anon and service_role keys: deterministic, so anyone holding the secret can mint them. */
export function createKeys(secret: string): { anonKey: string; serviceRoleKey: string } {
  return {
    anonKey: signJwt({ role: 'anon', ...KEY_CLAIMS }, secret),
    serviceRoleKey: signJwt({ role: 'service_role', ...KEY_CLAIMS }, secret),
  };
}

export type JwtVerifier = (token: string) => Promise<JwtClaims | null>;

const CACHE_LIMIT = 10_000;

/** A public key tokens may be signed with (the JWKS's keys), by kid. */
export interface VerificationKey {
  kid: string;
  alg: 'RS256' | 'ES256';
  publicKey: CryptoKey;
}

/**
 * Verifies HS256 tokens with the secret (the legacy keys) and RS256/ES256 tokens whose kid names
 * one of `keys` with that algorithm — never `alg: none`, never a secret used as a public key or
 * the other way round. Rejects bad signatures, expired tokens and unknown roles. Verified tokens
 * are cached until they expire, since the same few tokens arrive on every request.
 */
export function createJwtVerifier(secret: string, keys: VerificationKey[] = []): JwtVerifier {
  const hmacKey = new TextEncoder().encode(secret);
  const byKid = new Map(keys.map((key) => [key.kid, key]));
  const keyFor = (header: JWTHeaderParameters) => {
    if (header.alg === 'HS256') return hmacKey;
    const key = header.kid === undefined ? undefined : byKid.get(header.kid);
    if (!key || key.alg !== header.alg) throw new Error('unknown signing key');
    return key.publicKey;
  };
  const cache = new Map<string, JwtClaims>();
  return async (token) => {
    const cached = cache.get(token);
    const now = Math.floor(Date.now() / 1000);
    if (cached) {
      if (cached.exp === undefined || cached.exp > now) return cached;
      cache.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, keyFor, {
        algorithms: ['HS256', 'RS256', 'ES256'],
      });
      if (typeof payload.role !== 'string' || !ROLES.has(payload.role)) return null;
      const claims = payload as JwtClaims;
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(token, claims);
      return claims;
    } catch {
      return null;
    }
  };
}
