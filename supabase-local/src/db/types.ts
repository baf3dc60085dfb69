// The database seam every part of supabase-local talks through, so REST, Auth, Storage and
// Realtime work the same over PGlite (default) and PostgreSQL (DATABASE_URL).

export interface QueryResult<R> {
  rows: R[];
  /** Rows touched by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows?: number;
}

/** Per-statement hints. */
export interface QueryOptions {
  /**
   * The transaction's last statement, and the transaction is read only (committing and rolling
   * back are then the same): a driver may end the transaction with it in one round trip.
   */
  lastInReadOnly?: boolean;
  /**
   * A statement that sets the transaction up (the request context) and whose rows are not read:
   * a driver may hold it and send it with the transaction's next statement. Answers no rows.
   */
  context?: boolean;
}

export interface SqlExec {
  /** One statement, values always bound as $1..$n. */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<QueryResult<R>>;
  /** A multi-statement script without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
}

export interface Db extends SqlExec {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: commit when it resolves, rollback when it throws. */
  transaction<T>(fn: (tx: SqlExec) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The JWT claims a request runs under (PostgREST's request.jwt.claims). */
export interface JwtClaims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  email?: string;
  session_id?: string;
  aud?: string;
  exp?: number;
  iat?: number;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [claim: string]: unknown;
}
