import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types.js';
import { withRequestContext } from '../db/request-context.js';
import type { JwtVerifier } from '../keys.js';
import { isPgError, RestError } from '../rest/errors.js';
import { errorResponse } from '../rest/response.js';
import type { RestHandler, RestLimits, RestRequest, RestResponse } from '../rest/types.js';
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

/** What PostgREST makes of the request for SQL: headers and cookies as JSON, method and path. */
function requestSettings(request: RestRequest): Record<string, string> {
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([, value]) => value !== undefined));
  const cookies = Object.fromEntries(
    (request.headers.cookie ?? '')
      .split(';')
      .map((pair) => pair.trim().split('='))
      .filter(([name]) => name)
      .map(([name, ...value]) => [name, value.join('=')]),
  );
  return {
    'request.method': request.method,
    'request.path': request.path,
    'request.headers': JSON.stringify(headers),
    'request.cookies': JSON.stringify(cookies),
  };
}

const jwtError = (message: string) => ({ code: 'PGRST301', details: null, hint: null, message });

/** Errors Fastify raises before the handler runs (body reading and parsing), as PostgREST codes. */
function fastifyError(error: FastifyError, limits: RestLimits): RestError {
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new RestError(
      413,
      'PGRST191',
      `The request body exceeds the limit of ${limits.maxBodyBytes} bytes`,
      null,
      'Send fewer rows per request.',
    );
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return new RestError(415, 'PGRST107', error.message);
  if (status >= 500) return new RestError(500, 'PGRST000', 'Internal server error');
  return new RestError(
    status,
    error.code.startsWith('PGRST') ? error.code : 'PGRST102',
    error.message,
  );
}

/**
 * /rest/v1/*: authenticates the caller, then runs the translator in one transaction as that
 * caller (RLS applies); an error status rolls everything back, as PostgREST does.
 */
export async function restRoutes(
  app: FastifyInstance,
  deps: { db: Db; verifyJwt: JwtVerifier; rest: RestHandler; limits: RestLimits },
) {
  const { limits } = deps;
  // Before the body is read: an over-long URL costs nothing more than this check.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length <= limits.maxUrlLength) return;
    const error = new RestError(
      414,
      'PGRST190',
      `The URL exceeds the limit of ${limits.maxUrlLength} characters`,
      `Got ${request.url.length} characters.`,
    );
    return reply.status(error.status).send(error.body());
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const restError = fastifyError(error, limits);
    if (restError.status >= 500) request.log.error(error);
    return reply.status(restError.status).send(restError.body());
  });
  app.all('/*', { bodyLimit: limits.maxBodyBytes }, async (request, reply) => {
    // The raw (still percent-encoded) path and query: the translator decodes them itself.
    const queryIndex = request.url.indexOf('?');
    const query = new URLSearchParams(queryIndex >= 0 ? request.url.slice(queryIndex + 1) : '');
    // Supabase's gateway also takes the API key as `?apikey=`, and hides it from PostgREST: it is
    // never a filter or a function's argument.
    const queryKey = query.get('apikey');
    query.delete('apikey');
    const caller = await resolveCaller(request, deps.verifyJwt, queryKey);
    if ('error' in caller) {
      const message =
        caller.error === 'missing' ? 'No API key found in request' : 'JWT invalid or expired';
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer error="invalid_token"')
        .send(jwtError(message));
    }
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
      query,
      headers: flatHeaders(request),
      body: request.body,
      role: caller.claims.role,
      // PostgREST runs GET and HEAD in read-only transactions.
      readOnly: request.method === 'GET' || request.method === 'HEAD',
    };
    let response: RestResponse;
    try {
      response = await withRequestContext(
        deps.db,
        caller.claims,
        async (tx) => {
          const result = await deps.rest.handle(restRequest, tx);
          if (result.status >= 400 || result.rollback) throw new RollbackWith(result);
          return result;
        },
        { settings: requestSettings(restRequest), readOnly: restRequest.readOnly },
      );
    } catch (error) {
      // Database errors outside the translator (the context, a deferred trigger at commit, a
      // statement timeout or a lost connection) get PostgREST's status and shape too.
      if (error instanceof RollbackWith) response = error.response;
      else if (isPgError(error)) response = errorResponse(error, restRequest);
      else throw error;
    }
    reply.status(response.status).headers(response.headers);
    return reply.send(response.body);
  });
}
