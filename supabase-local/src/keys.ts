import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';
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

/**
 * Verifies HS256 tokens (never `alg: none` or asymmetric algorithms), rejecting bad signatures,
 * expired tokens and unknown roles. Verified tokens are cached until they expire, since the same
 * few tokens arrive on every request.
 */
export function createJwtVerifier(secret: string): JwtVerifier {
  const key = new TextEncoder().encode(secret);
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
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
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
