// The translator's seam, shared by the handler (index.ts), its leaves and the HTTP route, so no
// leaf has to import the handler back.
import type { JwtClaims, SqlExec } from '../db/types.js';

export interface RestRequest {
  method: string;
  /** Path after /rest/v1, e.g. '/profiles' or '/rpc/fn_name'. */
  path: string;
  query: URLSearchParams;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  /** Parsed JSON body, or undefined. */
  body: unknown;
  /** The verified caller's role: the service role is exempt from the rows-per-write cap. */
  role: JwtClaims['role'];
  /**
   * The transaction is read only (GET and HEAD, as in PostgREST), so a read's one statement may
   * end it (committing and rolling back a read-only transaction are the same).
   */
  readOnly?: boolean;
}

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body: string | null;
  /** Roll the transaction back although the request succeeded (`Prefer: tx=rollback`). */
  rollback?: boolean;
}

export interface RestHandler {
  /** Never throws for client or database errors: they become PostgREST error responses. */
  handle(req: RestRequest, tx: SqlExec): Promise<RestResponse>;
  /** Drops the schema cache; the next request reloads it (call after migrations). */
  invalidateSchemaCache(): void;
}

/** What one request may cost; anything over is refused before SQL runs (see limits.ts). */
export interface RestLimits {
  /** Path plus query string, in characters (414). */
  maxUrlLength: number;
  /** Request body, in bytes (413). */
  maxBodyBytes: number;
  /** Rows one insert/upsert may carry, for anon and authenticated callers (413). */
  maxRowsPerWrite: number;
  /** Filters in one request, counting every leaf of or/and trees and of embedded resources. */
  maxFilters: number;
  /** Characters of one filter value (each element of an in list counts on its own). */
  maxFilterValueLength: number;
  /** Characters of a like/ilike/match/imatch pattern, the regex engines being the costly part. */
  maxPatternLength: number;
  /** Elements of one in.(…) list. */
  maxInListLength: number;
  /** Nesting of or/and trees: `or=(a.eq.1,and(…))` is depth 2. */
  maxLogicDepth: number;
  /** Nesting of embedded resources in select: `a(b(c(*)))` is depth 3. */
  maxEmbedDepth: number;
  /** Characters of one select parameter. */
  maxSelectLength: number;
  /** Order terms in one request, over every resource. */
  maxOrderTerms: number;
}

/** A request as the translator's leaves see it: method upper-cased, held to the server's limits. */
export interface BoundedRequest extends RestRequest {
  limits: RestLimits;
}
