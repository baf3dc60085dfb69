// PostgreSQL's own errors for what the database layer does to a statement from outside, in the
// shape pg and PGlite throw ({ code, message }), so REST answers them in PostgREST's shape.

/** The SQLSTATE of an error pg or PGlite threw (undefined for any other error). */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** unique_violation: the row (a user's email, a bucket, an object's name) is already stored. */
export const UNIQUE_VIOLATION = '23505';
/** insufficient_privilege: row level security or a grant refused the statement. */
export const INSUFFICIENT_PRIVILEGE = '42501';

function databaseError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: 'ERROR' });
}

/** A statement ran past the statement timeout and was cancelled (what PostgreSQL raises). */
export const statementTimeoutError = () =>
  databaseError('57014', 'canceling statement due to statement timeout');

/** The database process died under the statement (PostgREST answers 503); it is being reopened. */
export const connectionLostError = (reason: string) =>
  databaseError('08006', `the database connection was lost (${reason}); it is being reopened`);

/** A statement sent in a transaction the database already lost to a timeout or a crash. */
export const transactionAbortedError = () =>
  databaseError('25P02', 'current transaction is aborted, commands ignored until end of transaction block');
