/** A GoTrue error: auth-js reads `error_code` for the code and `msg` for the message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toJSON() {
    return { code: this.status, error_code: this.errorCode, msg: this.message, ...this.extra };
  }
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const sessionNotFound = () =>
  new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
export const userNotFound = () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
export const noAuthorization = () =>
  new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
export const badJwt = () =>
  new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired or malformed');
