import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types.js';
import { withRequestContext } from '../db/request-context.js';
import type { JwtVerifier } from '../keys.js';
import type { RestHandler, RestRequest, RestResponse } from '../rest/index.js';
import { resolveCaller } from './caller.js';

/** Thrown inside the transaction to roll it back while still answering with the response. */
class RollbackWith {
  constructor(readonly response: RestResponse) {}
}

function flatHeaders(request: FastifyRequest): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

const jwtError = (message: string) => ({ code: 'PGRST301', details: null, hint: null, message });

/**
 * /rest/v1/*: authenticates the caller, then runs the translator in one transaction as that
 * caller (RLS applies); an error status rolls everything back, as PostgREST does.
 */
export async function restRoutes(
  app: FastifyInstance,
  deps: { db: Db; verifyJwt: JwtVerifier; rest: RestHandler },
) {
  app.all('/*', async (request, reply) => {
    const caller = await resolveCaller(request, deps.verifyJwt);
    if ('error' in caller) {
      const message =
        caller.error === 'missing' ? 'No API key found in request' : 'JWT invalid or expired';
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer error="invalid_token"')
        .send(jwtError(message));
    }
    // The raw (still percent-encoded) path and query: the translator decodes them itself.
    const queryIndex = request.url.indexOf('?');
    const rawPath = queryIndex >= 0 ? request.url.slice(0, queryIndex) : request.url;
    const path = rawPath
      .slice(rawPath.indexOf('/rest/v1') + '/rest/v1'.length)
      .replace(/^\/?$/, '/');
    if (path === '/' && request.method === 'GET') {
      // PostgREST serves an OpenAPI description here; clients only use it to probe the API.
      return reply.send({
        swagger: '2.0',
        info: { title: 'supabase-local REST', version: '12' },
        paths: {},
      });
    }
    const restRequest: RestRequest = {
      method: request.method,
      path,
      query: new URLSearchParams(queryIndex >= 0 ? request.url.slice(queryIndex + 1) : ''),
      headers: flatHeaders(request),
      body: request.body,
    };
    let response: RestResponse;
    try {
      response = await withRequestContext(deps.db, caller.claims, async (tx) => {
        const result = await deps.rest.handle(restRequest, tx);
        if (result.status >= 400) throw new RollbackWith(result);
        return result;
      });
    } catch (error) {
      if (!(error instanceof RollbackWith)) throw error;
      response = error.response;
    }
    reply.status(response.status).headers(response.headers);
    return reply.send(response.body);
  });
}
