import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/**
 * The JWT a data request runs as: the user's bearer token, else the apikey (what Supabase's
 * gateway does), from its header or, where the gateway reads it there too, `queryKey`.
 */
export function requestToken(request: FastifyRequest, queryKey?: string | null): string | undefined {
  const apikey = request.headers.apikey;
  return bearerToken(request) ?? (typeof apikey === 'string' && apikey ? apikey : undefined) ?? (queryKey || undefined);
}
