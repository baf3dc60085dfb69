import type { FastifyRequest } from 'fastify';
import type { JwtClaims } from '../db/types.js';
import type { JwtVerifier } from '../keys.js';
import { requestToken } from './bearer.js';

export type CallerResult = { claims: JwtClaims } | { error: 'missing' | 'invalid' };

/**
 * Who a data request (REST, Storage) runs as: the bearer token's claims, else the apikey's
 * (anon when a visitor only has the anon key). A present but bad token is never downgraded to anon.
 */
export async function resolveCaller(
  request: FastifyRequest,
  verifyJwt: JwtVerifier,
  queryKey?: string | null,
): Promise<CallerResult> {
  const token = requestToken(request, queryKey);
  if (!token) return { error: 'missing' };
  const claims = await verifyJwt(token);
  return claims ? { claims } : { error: 'invalid' };
}
