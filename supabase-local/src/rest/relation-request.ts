// What a request on a table or view starts from, read or write alike: the relation it names,
// the media type and preferences it asked for, and the root node of its query parameters.
import { QueryBuilder } from './builder.js';
import type { Catalog, Relation } from './catalog.js';
import { RestError } from './errors.js';
import { parseAccept, parsePrefer } from './negotiate.js';
import { collectNodeParams } from './query-params.js';
import type { BoundedRequest } from './types.js';

export function relationOrThrow(catalog: Catalog, name: string): Relation {
  const relation = catalog.relations.get(name);
  if (!relation) {
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table '${catalog.schema}.${name}' in the schema cache`,
    );
  }
  return relation;
}

/** `reserved`: the query keys that are not filters or modifiers (`select`, and a write's own). */
export function relationRequest(
  req: BoundedRequest,
  catalog: Catalog,
  name: string,
  reserved: (key: string) => boolean,
) {
  const relation = relationOrThrow(catalog, name);
  const media = parseAccept(req.headers.accept);
  const prefer = parsePrefer(req.headers.prefer);
  const builder = new QueryBuilder(catalog, collectNodeParams(req.query, reserved, req.limits));
  return { relation, media, prefer, builder, node: builder.take('') };
}
