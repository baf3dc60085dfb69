// supabase-local's PostgREST: translates /rest/v1 requests into one parameterised SQL
// statement run in the caller's transaction (role and JWT claims already set by the server).
import type { SqlExec } from '../db/types.js';
import { loadCatalog, type Catalog } from './catalog.js';
import { RestError } from './errors.js';
import { DEFAULT_REST_LIMITS } from './limits.js';
import { mutateRelation } from './mutate.js';
import { chooseSchema, parsePrefer } from './negotiate.js';
import { readRelation } from './read.js';
import { errorResponse } from './response.js';
import { callFunction } from './rpc.js';
import type { RestHandler, RestLimits, RestRequest, RestResponse } from './types.js';

const methodNotAllowed = (method: string) =>
  new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

/** A malformed %-escape stays as written, so it simply names nothing in the catalog. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function route(path: string): { kind: 'relation' | 'rpc'; name: string } {
  const parts = path
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map(decodeSegment);
  if (parts.length === 1 && parts[0]) return { kind: 'relation', name: parts[0] };
  if (parts.length === 2 && parts[0] === 'rpc' && parts[1]) return { kind: 'rpc', name: parts[1] };
  throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
}

export function createRestHandler(
  opts: { schemas?: readonly string[]; limits?: RestLimits } = {},
): RestHandler {
  const schemas = opts.schemas && opts.schemas.length > 0 ? opts.schemas : ['public'];
  const limits = opts.limits ?? DEFAULT_REST_LIMITS;
  const catalogs = new Map<string, Promise<Catalog>>();

  const catalogFor = (tx: SqlExec, schema: string): Promise<Catalog> => {
    let catalog = catalogs.get(schema);
    if (!catalog) {
      catalog = loadCatalog(tx, schema).catch((error: unknown) => {
        catalogs.delete(schema);
        throw error;
      });
      catalogs.set(schema, catalog);
    }
    return catalog;
  };

  const answer = async (req: RestRequest, tx: SqlExec, schema: string): Promise<RestResponse> => {
    const method = req.method.toUpperCase();
    const target = route(req.path);
    const cat = await catalogFor(tx, schema);
    const request = { ...req, method, limits };
    if (target.kind === 'rpc') {
      if (!['GET', 'HEAD', 'POST'].includes(method)) throw methodNotAllowed(method);
      return callFunction(request, tx, cat, target.name);
    }
    if (method === 'GET' || method === 'HEAD') return readRelation(request, tx, cat, target.name);
    if (['POST', 'PATCH', 'DELETE'].includes(method)) return mutateRelation(request, tx, cat, target.name);
    throw methodNotAllowed(method);
  };

  return {
    async handle(req, tx) {
      try {
        const schema = chooseSchema(req, schemas);
        const response = await answer(req, tx, schema);
        if (schemas.length > 1) response.headers['content-profile'] = schema;
        // `Prefer: tx=rollback`: the answer of a committed request, the database untouched.
        if (parsePrefer(req.headers.prefer).tx === 'rollback') response.rollback = true;
        return response;
      } catch (error) {
        return errorResponse(error, req);
      }
    },
    invalidateSchemaCache() {
      catalogs.clear();
    },
  };
}
