// Tokens an attacker can make: signed with a wrong or empty key, unsigned (alg none), re-signed
// claims pasted over a real signature, and correctly signed ones (with the suite's own secret) to
// prove that a claim alone never lifts a request past its role.
import { createHmac } from 'node:crypto';
import { signJwt } from '@univida/supabase-local/keys';
import { stack } from './stack-info.js';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Claims like a real access token of `sub`, valid for an hour unless `extra` says otherwise. */
export const userClaims = (sub: string, extra: Record<string, unknown> = {}) => ({
  sub,
  role: 'authenticated',
  aud: 'authenticated',
  exp: nowSeconds() + 3600,
  ...extra,
});

/** HS256 with the server's real secret: only the suite can do this, not an attacker. */
export const signedToken = (claims: Record<string, unknown>) => signJwt(claims, stack().jwtSecret);

export const wrongKeyToken = (claims: Record<string, unknown>) =>
  signJwt(claims, 'an-attacker-guess-that-is-not-the-secret-0123456789');

/** An HMAC token with any key and algorithm (signJwt only speaks HS256). */
export function hmacToken(claims: Record<string, unknown>, secret: string, alg: 'HS256' | 'HS512' = 'HS256') {
  const unsigned = `${part({ alg, typ: 'JWT' })}.${part(claims)}`;
  const hash = alg === 'HS256' ? 'sha256' : 'sha512';
  return `${unsigned}.${createHmac(hash, secret).update(unsigned).digest('base64url')}`;
}

export const unsignedToken = (claims: Record<string, unknown>) =>
  `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;

/** A real token's header and signature around a payload the attacker wrote. */
export function tamperedToken(real: string, claims: Record<string, unknown>) {
  const [header, , signature] = real.split('.');
  return `${header}.${part(claims)}.${signature}`;
}
