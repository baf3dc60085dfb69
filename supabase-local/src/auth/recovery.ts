// Password recovery as GoTrue does it: POST /recover mails a single-use link (valid one hour,
// one mail per address per minute) and answers the same whether or not the address exists;
// GET /verify turns the link (this one or another type's: email change) into a session and redirects to the site with the tokens in the
// fragment (implicit flow, what supabase-js reads as PASSWORD_RECOVERY); POST /verify
// (supabase-js verifyOtp({ token_hash, type: 'recovery' })) answers the session as JSON. The
// admin API's generate_link makes the same link without sending it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types.js';
import type { Mailer } from '../mail/mailer.js';
import { AuthError } from './errors.js';
import { emailLoginsDisabled } from './providers.js';
import { assertResendAllowed, escapeHtml, hashToken, isLinkToken, LINK_SECONDS, newLinkToken, resendWaitSql } from './mail-tokens.js';
import { startSession, type SessionResponse, type TokenSettings } from './sessions.js';
import { findUserById, type AuthUser } from './users.js';

export interface RecoveryDeps {
  db: Db;
  tokens: TokenSettings;
  /** Undefined when mail cannot be sent (exposed without SMTP_HOST): /recover then fails. */
  mailer: Mailer | undefined;
  /** Base URL of this server as browsers reach it (the link points at its /auth/v1/verify). */
  publicUrl: string;
  /** Where links lead when no allowed redirect_to was given (GoTrue's SITE_URL). */
  siteUrl: string;
  isAllowedRedirect(url: string): boolean;
  /** Checks a caller's access to the admin API (service role). */
  serviceRole(request: FastifyRequest): Promise<void>;
  normalizeEmail(email: unknown): string;
  /** EXTERNAL_EMAIL_ENABLED: off, /recover answers GoTrue's email_provider_disabled. */
  emailEnabled: boolean;
  /** /verify's other link types (email_change), each turning a token into a session. */
  verifications: Record<string, (token: unknown) => Promise<SessionResponse>>;
}

/** The link a mail carries: /auth/v1/verify, which redirects to `redirectTo` with the session. */
export const verifyLink = (publicUrl: string, token: string, type: string, redirectTo: string) =>
  `${publicUrl}/auth/v1/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;

export const linkExpired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

/**
 * Stores a fresh recovery token for the address (replacing any earlier one) and returns the link
 * token, or undefined for an unknown address. Throws 429 when the last mail is under a minute old.
 */
async function newRecoveryToken(db: Db, email: string, throttle: boolean): Promise<{ token: string; user: AuthUser } | undefined> {
  const token = newLinkToken();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; wait: number | null }>(
      `select id, ${resendWaitSql('recovery_sent_at')} as wait
       from auth.users where email = $1 and deleted_at is null for update`,
      [email],
    );
    const found = rows[0];
    if (!found) return undefined;
    if (throttle) assertResendAllowed(found.wait);
    await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [found.id, hashToken(token)]);
    const user = await findUserById(tx, found.id);
    return { token, user: user! };
  });
}

/** Consumes a recovery token (single use, unexpired) and signs its user in. */
async function redeem(db: Db, tokens: TokenSettings, token: unknown): Promise<SessionResponse> {
  if (!isLinkToken(token)) throw linkExpired();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now())
       where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2) and deleted_at is null
       returning id`,
      [hashToken(token), LINK_SECONDS],
    );
    if (!rows[0]) throw linkExpired();
    return startSession(tx, rows[0].id, tokens);
  });
}

function recoveryMail(to: string, link: string, siteUrl: string) {
  return {
    to,
    template: { kind: 'recovery' as const, variables: { ConfirmationURL: link, Email: to, SiteURL: siteUrl } },
    subject: 'Reset Your Password',
    text: `Reset Password\n\nFollow this link to reset the password for your user:\n${link}\n\nThe link works once, for one hour.`,
    html: `<h2>Reset Password</h2><p>Follow this link to reset the password for your user:</p><p><a href="${escapeHtml(link)}">Reset Password</a></p>`,
  };
}

export function recoveryRoutes(app: FastifyInstance, deps: RecoveryDeps) {
  const redirectFor = (requested: unknown) =>
    typeof requested === 'string' && deps.isAllowedRedirect(requested) ? requested : deps.siteUrl;
  const recoveryLink = (token: string, redirectTo: string) => verifyLink(deps.publicUrl, token, 'recovery', redirectTo);
  const verifications: RecoveryDeps['verifications'] = {
    recovery: (token) => redeem(deps.db, deps.tokens, token),
    ...deps.verifications,
  };
  const verifierOf = (type: unknown) => (typeof type === 'string' && Object.hasOwn(verifications, type) ? verifications[type] : undefined);

  app.post('/recover', async (request) => {
    if (!deps.emailEnabled) throw emailLoginsDisabled(400);
    const body = (request.body ?? {}) as { email?: unknown };
    const email = deps.normalizeEmail(body.email);
    const redirectTo = redirectFor((request.query as { redirect_to?: unknown }).redirect_to);
    if (!deps.mailer) throw new AuthError(500, 'unexpected_failure', 'Error sending recovery email');
    const issued = await newRecoveryToken(deps.db, email, true);
    // An unknown address gets the same answer, so the endpoint does not reveal accounts.
    if (issued) await deps.mailer.send(recoveryMail(email, recoveryLink(issued.token, redirectTo), deps.siteUrl));
    return {};
  });

  const redirectWith = (reply: FastifyReply, target: string, fragment: Record<string, string>) =>
    reply.redirect(`${target.split('#')[0]}#${new URLSearchParams(fragment).toString()}`, 303);

  app.get('/verify', async (request, reply) => {
    const query = request.query as { token?: unknown; type?: unknown; redirect_to?: unknown };
    const target = redirectFor(query.redirect_to);
    const verify = verifierOf(query.type);
    if (!verify) {
      return redirectWith(reply, target, { error: 'unauthorized_client', error_code: 'validation_failed', error_description: 'Unsupported verification type' });
    }
    try {
      const session = await verify(query.token);
      return redirectWith(reply, target, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: String(query.type),
      });
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      return redirectWith(reply, target, { error: 'access_denied', error_code: error.errorCode, error_description: error.message });
    }
  });

  app.post('/verify', async (request) => {
    const body = (request.body ?? {}) as { type?: unknown; token_hash?: unknown };
    const verify = verifierOf(body.type);
    if (!verify) throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
    return verify(body.token_hash);
  });

  app.post('/admin/generate_link', async (request) => {
    await deps.serviceRole(request);
    const body = (request.body ?? {}) as { type?: unknown; email?: unknown; redirect_to?: unknown; options?: { redirectTo?: unknown } };
    if (body.type !== 'recovery') throw new AuthError(422, 'validation_failed', 'Only recovery links can be generated here');
    const email = deps.normalizeEmail(body.email);
    // auth-js sends redirectTo as the redirect_to query parameter.
    const redirectTo = redirectFor((request.query as { redirect_to?: unknown }).redirect_to ?? body.redirect_to ?? body.options?.redirectTo);
    const issued = await newRecoveryToken(deps.db, email, false);
    if (!issued) throw new AuthError(404, 'user_not_found', 'User with this email not found');
    return {
      ...issued.user,
      action_link: recoveryLink(issued.token, redirectTo),
      email_otp: '',
      hashed_token: issued.token,
      redirect_to: redirectTo,
      verification_type: 'recovery',
    };
  });
}
