import { randomBytes } from 'node:crypto';
import type { Db, SqlExec } from '../db/types.js';
import { AuthError } from './errors.js';
import { tokenMetadata } from './metadata.js';
import { findUserById, type AuthUser } from './users.js';

export interface TokenSettings {
  /** Signs an access token: with the asymmetric signing key, or HS256 with the secret (legacy). */
  sign(claims: Record<string, unknown>): Promise<string>;
  /** Access token lifetime in seconds. */
  expiry: number;
  issuer: string;
}

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
}

const newRefreshToken = () => randomBytes(24).toString('base64url');

function accessToken(user: AuthUser, sessionId: string, settings: TokenSettings, now: number) {
  return settings.sign({
    iss: settings.issuer,
    sub: user.id,
    aud: 'authenticated',
    exp: now + settings.expiry,
    iat: now,
    email: user.email,
    phone: '',
    app_metadata: user.app_metadata,
    user_metadata: tokenMetadata(user.user_metadata),
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  });
}

async function sessionResponse(user: AuthUser, sessionId: string, refreshToken: string, settings: TokenSettings): Promise<SessionResponse> {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: await accessToken(user, sessionId, settings, now),
    token_type: 'bearer',
    expires_in: settings.expiry,
    expires_at: now + settings.expiry,
    refresh_token: refreshToken,
    user,
  };
}

/** Starts a session for a signed-in user: session row, first refresh token, access token. */
export async function startSession(tx: SqlExec, userId: string, settings: TokenSettings): Promise<SessionResponse> {
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
  const user = await findUserById(tx, userId);
  if (!user) throw new AuthError(500, 'unexpected_failure', 'User vanished while signing in');
  const { rows } = await tx.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [userId]);
  const sessionId = rows[0]!.id;
  const refreshToken = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    refreshToken,
    userId,
    sessionId,
  ]);
  return sessionResponse(user, sessionId, refreshToken, settings);
}

type RefreshRow = { user_id: string; session_id: string | null; revoked: boolean };

/**
 * Rotates a refresh token. Every token is single-use: presenting one that was already rotated
 * means it leaked (or a client misbehaved), so the whole session is revoked.
 */
export async function refreshSession(db: Db, token: string, settings: TokenSettings): Promise<SessionResponse> {
  const outcome = await db.transaction(async (tx) => {
    const { rows } = await tx.query<RefreshRow>(
      `select rt.user_id, rt.session_id, rt.revoked from auth.refresh_tokens rt
       join auth.sessions s on s.id = rt.session_id
       where rt.token = $1 and (s.not_after is null or s.not_after > now())
       for update of rt`,
      [token],
    );
    const row = rows[0];
    if (!row?.session_id) return { error: 'not_found' as const };
    if (row.revoked) {
      await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
      return { error: 'reused' as const };
    }
    const user = await findUserById(tx, row.user_id);
    if (!user) return { error: 'not_found' as const };
    const next = newRefreshToken();
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token]);
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
      next,
      row.user_id,
      row.session_id,
      token,
    ]);
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
    return { response: await sessionResponse(user, row.session_id, next, settings) };
  });
  // The revocation above must commit, so the error is raised only after the transaction.
  if (outcome.error === 'reused') {
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  if (outcome.error === 'not_found') {
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  return outcome.response;
}

export async function sessionExists(db: SqlExec, sessionId: string): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from auth.sessions where id = $1 and (not_after is null or not_after > now())',
    [sessionId],
  );
  return rows.length > 0;
}

/** GoTrue's logout scopes: global (every session of the user), local (this one), others. */
export async function endSessions(
  db: SqlExec,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (scope === 'others') {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}
