import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JWK } from 'jose';
import type { Db, JwtClaims } from '../db/types.js';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors.js';
import type { AuthSettings, RateLimits } from '../config.js';
import type { JwtVerifier } from '../keys.js';
import { bearerToken } from '../http/bearer.js';
import {
  AuthError,
  badJwt,
  invalidCredentials,
  noAuthorization,
  sessionNotFound,
  userNotFound,
} from './errors.js';
import { assertStrongPassword, checkPassword, hashPassword, MAX_PASSWORD_BYTES } from './passwords.js';
import { assertMetadataSize } from './metadata.js';
import { createRateLimiter } from './rate-limit.js';
import {
  endSessions,
  refreshSession,
  sessionExists,
  startSession,
  type TokenSettings,
} from './sessions.js';
import { deleteUser, findUserByEmail, findUserById, updateUser } from './users.js';
import { createAccount } from './accounts.js';
import { recoveryRoutes, verifyLink, type RecoveryDeps } from './recovery.js';
import { emailExists, redeemEmailChange, requestEmailChange } from './email-change.js';
import { assertReauthenticated, sendReauthentication } from './reauthentication.js';
import { listUsers } from './users.js';
import {
  assertPasswordGrantAllowed,
  assertSignupAllowed,
  disabledGrant,
  disabledProviderRoutes,
} from './providers.js';

export interface AuthDeps {
  db: Db;
  verifyJwt: JwtVerifier;
  tokens: TokenSettings;
  /** The public signing keys (GoTrue's /.well-known/jwks.json; never the HS256 secret). */
  jwks: { keys: JWK[] };
  rateLimits: RateLimits;
  settings: AuthSettings;
  recovery: Omit<RecoveryDeps, 'db' | 'tokens' | 'serviceRole' | 'normalizeEmail' | 'emailEnabled' | 'verifications'>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Credentials plus at most 8 KiB of metadata: nothing an auth request needs comes near (GoTrue allows 1 MB). */
const AUTH_BODY_LIMIT = 64 * 1024;

/** GoTrue's validateEmail limit (bytes). */
const MAX_EMAIL_LENGTH = 255;

export function normalizeEmail(email: unknown): string {
  if (typeof email === 'string' && Buffer.byteLength(email.trim(), 'utf8') > MAX_EMAIL_LENGTH) {
    throw new AuthError(400, 'validation_failed', 'An email address is too long');
  }
  if (typeof email !== 'string' || !EMAIL_PATTERN.test(email.trim())) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  return email.trim().toLowerCase();
}

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** GoTrue's code for a Fastify error of this status (body too large, bad JSON, crash). */
function genericErrorCode(status: number): string {
  if (status === 413) return 'request_entity_too_large';
  return status < 500 ? 'validation_failed' : 'unexpected_failure';
}

/** A metadata object from a request body, within the size caps; undefined when absent. */
function metadataFrom(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  const metadata = asObject(value);
  assertMetadataSize(metadata);
  return metadata;
}

/** A new email and/or password from an update body (PUT /user, PUT /admin/users/:id), validated. */
async function credentialChanges(body: Record<string, unknown>) {
  const email = body.email === undefined ? undefined : normalizeEmail(body.email);
  if (body.password === undefined) return { email };
  assertStrongPassword(body.password);
  return { email, passwordHash: await hashPassword(body.password) };
}

/** GoTrue's /auth/v1 as @supabase/auth-js 2.x calls it, with email confirmation off (autoconfirm). */
export async function authRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { db, verifyJwt, tokens } = deps;
  const signupLimiter = createRateLimiter(deps.rateLimits.signupPerMinute);
  const tokenLimiter = createRateLimiter(deps.rateLimits.tokenPerMinute);
  const rateLimited = () =>
    new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  // Every route of this scope reads at most AUTH_BODY_LIMIT bytes (413 before reading more).
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= AUTH_BODY_LIMIT;
  });

  /** The signed-in user behind the bearer token, with a live session. */
  async function caller(
    request: FastifyRequest,
  ): Promise<JwtClaims & { sub: string; session_id: string }> {
    const token = bearerToken(request);
    if (!token) throw noAuthorization();
    const claims = await verifyJwt(token);
    if (!claims) throw badJwt();
    if (
      claims.role !== 'authenticated' ||
      typeof claims.sub !== 'string' ||
      typeof claims.session_id !== 'string'
    ) {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub or session_id claim');
    }
    if (!(await sessionExists(db, claims.session_id))) {
      // GoTrue loads the user before the session: a deleted user's token is user_not_found.
      if (!(await findUserById(db, claims.sub))) throw userNotFound();
      throw sessionNotFound();
    }
    return claims as JwtClaims & { sub: string; session_id: string };
  }

  async function serviceRole(request: FastifyRequest) {
    const token = bearerToken(request);
    const claims = token ? await verifyJwt(token) : null;
    if (claims?.role !== 'service_role') {
      throw new AuthError(403, 'not_admin', 'User not allowed');
    }
  }

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof AuthError) return reply.status(error.status).send(error.toJSON());
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const message = status < 500 && error instanceof Error ? error.message : 'Unexpected failure';
    if (status >= 500) app.log.error(error);
    return reply
      .status(status)
      .send({
        code: status,
        error_code: genericErrorCode(status),
        msg: message,
      });
  });

  app.get('/health', async () => ({
    version: 'supabase-local',
    name: 'GoTrue',
    description: 'GoTrue-compatible auth of supabase-local',
  }));

  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return deps.jwks;
  });

  app.get('/settings', async () => ({
    external: { email: deps.settings.emailEnabled, phone: false, anonymous_users: false },
    disable_signup: deps.settings.disableSignup,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  app.post('/signup', async (request) => {
    if (!signupLimiter(request.ip)) throw rateLimited();
    const body = asObject(request.body);
    assertSignupAllowed(body, deps.settings);
    const email = normalizeEmail(body.email);
    assertStrongPassword(body.password);
    return createAccount(db, tokens, {
      email,
      password: body.password,
      userMetadata: metadataFrom(body.data) ?? {},
    });
  });

  app.post('/token', async (request) => {
    if (!tokenLimiter(request.ip)) throw rateLimited();
    const grantType = (request.query as Record<string, string | undefined>).grant_type;
    const body = asObject(request.body);
    const disabled = disabledGrant(grantType, body);
    if (disabled) throw disabled;
    if (grantType === 'password') {
      assertPasswordGrantAllowed(body, deps.settings);
      // No stored password is longer than bcrypt reads, so a longer one cannot be right.
      if (
        typeof body.email !== 'string' ||
        typeof body.password !== 'string' ||
        Buffer.byteLength(body.password, 'utf8') > MAX_PASSWORD_BYTES
      )
        throw invalidCredentials();
      const found = await findUserByEmail(db, body.email.trim().toLowerCase());
      // Compare against a hash even when the user is unknown, so timing does not reveal accounts.
      const hash =
        found?.encrypted_password ?? '$2b$10$invalidinvalidinvalidinvalidinvalidinvalidinvalidinva';
      const matches = await checkPassword(body.password, hash);
      if (!found || !matches) throw invalidCredentials();
      return db.transaction((tx) => startSession(tx, found.user.id, tokens));
    }
    if (grantType === 'refresh_token') {
      if (typeof body.refresh_token !== 'string' || !body.refresh_token) {
        throw new AuthError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        );
      }
      return refreshSession(db, body.refresh_token, tokens);
    }
    throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  });

  app.post('/logout', async (request, reply) => {
    const claims = await caller(request);
    const scope = (request.query as Record<string, string | undefined>).scope;
    await endSessions(
      db,
      claims.sub,
      claims.session_id,
      scope === 'local' || scope === 'others' ? scope : 'global',
    );
    return reply.status(204).send();
  });

  app.get('/user', async (request) => {
    const claims = await caller(request);
    const user = await findUserById(db, claims.sub);
    if (!user) throw userNotFound();
    return user;
  });

  app.get('/reauthenticate', async (request) => {
    const claims = await caller(request);
    await db.transaction((tx) => sendReauthentication(tx, deps.recovery.mailer, claims.sub));
    return {};
  });

  // GoTrue's order: validate, check the password change (reauthentication, not the same
  // password), then in one transaction the password, metadata and the email change mails.
  app.put('/user', async (request) => {
    const claims = await caller(request);
    const body = asObject(request.body);
    const newEmail = body.email === undefined ? undefined : normalizeEmail(body.email);
    const data = metadataFrom(body.data);
    if (body.password !== undefined) assertStrongPassword(body.password);
    const redirectTo = (request.query as { redirect_to?: unknown }).redirect_to;
    const target =
      typeof redirectTo === 'string' && deps.recovery.isAllowedRedirect(redirectTo) ? redirectTo : deps.recovery.siteUrl;
    try {
      const user = await db.transaction(async (tx) => {
        let passwordHash: string | undefined;
        if (typeof body.password === 'string') {
          await assertReauthenticated(tx, claims, body.nonce, deps.settings.passwordChangeNeedsReauthentication);
          const { rows } = await tx.query<{ hash: string | null }>('select encrypted_password as hash from auth.users where id = $1', [claims.sub]);
          if (rows[0]?.hash && (await checkPassword(body.password, rows[0].hash))) {
            throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
          }
          passwordHash = await hashPassword(body.password);
        }
        const updated = await updateUser(tx, claims.sub, { passwordHash, data });
        // The merge may outgrow the cap even when each update is small; throwing rolls it back.
        if (updated) assertMetadataSize(updated.user_metadata);
        if (!updated || newEmail === undefined || newEmail === updated.email) return updated;
        await requestEmailChange(
          tx,
          {
            mailer: deps.recovery.mailer,
            secure: deps.settings.secureEmailChange,
            link: (token) => verifyLink(deps.recovery.publicUrl, token, 'email_change', target),
          },
          claims.sub,
          newEmail,
        );
        return findUserById(tx, claims.sub);
      });
      if (!user) throw userNotFound();
      return user;
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw emailExists();
      throw error;
    }
  });

  // Admin API (service_role key only), the subset tools and tests use.
  app.post('/admin/users', async (request) => {
    await serviceRole(request);
    const body = asObject(request.body);
    const email = normalizeEmail(body.email);
    assertStrongPassword(body.password);
    const session = await createAccount(db, tokens, {
      email,
      password: body.password,
      userMetadata: metadataFrom(body.user_metadata) ?? {},
    });
    return session.user;
  });

  app.get('/admin/users', async (request, reply) => {
    await serviceRole(request);
    const query = request.query as { page?: string; per_page?: string };
    const page = Math.max(Number.parseInt(query.page ?? '1', 10) || 1, 1);
    const perPage = Math.min(Math.max(Number.parseInt(query.per_page ?? '50', 10) || 50, 1), 1000);
    const { users, total } = await listUsers(db, page, perPage);
    // GoTrue pages with Link (rel="next"/"last") and X-Total-Count; auth-js reads both.
    const last = Math.max(Math.ceil(total / perPage), 1);
    const link = (n: number, rel: string) => `</admin/users?page=${n}&per_page=${perPage}>; rel="${rel}"`;
    reply.header('x-total-count', String(total));
    reply.header('link', [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')].join(', '));
    return { users, aud: 'authenticated' };
  });

  recoveryRoutes(app, {
    ...deps.recovery,
    db,
    tokens,
    serviceRole,
    normalizeEmail,
    emailEnabled: deps.settings.emailEnabled,
    verifications: { email_change: (token) => redeemEmailChange(db, tokens, token) },
  });
  disabledProviderRoutes(app, deps.settings, async (email) => Boolean(await findUserByEmail(db, email)));

  app.get('/admin/users/:id', async (request) => {
    await serviceRole(request);
    const user = await findUserById(db, (request.params as { id: string }).id);
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    return user;
  });

  app.put('/admin/users/:id', async (request) => {
    await serviceRole(request);
    const body = asObject(request.body);
    const credentials = await credentialChanges(body);
    const user = await db.transaction(async (tx) => {
      const updated = await updateUser(tx, (request.params as { id: string }).id, {
        ...credentials,
        data: metadataFrom(body.user_metadata),
        appMetadata: metadataFrom(body.app_metadata),
      });
      if (updated) {
        assertMetadataSize(updated.user_metadata);
        assertMetadataSize(updated.app_metadata);
      }
      return updated;
    });
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    return user;
  });

  app.delete('/admin/users/:id', async (request) => {
    await serviceRole(request);
    const deleted = await db.transaction((tx) =>
      deleteUser(tx, (request.params as { id: string }).id),
    );
    if (!deleted) throw new AuthError(404, 'user_not_found', 'User not found');
    return {};
  });
}
