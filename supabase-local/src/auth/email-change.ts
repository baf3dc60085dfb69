// Changing one's email as GoTrue does with email confirmation off: PUT /user { email } keeps the
// address, mails a confirmation link to the new one (and, with MAILER_SECURE_EMAIL_CHANGE_ENABLED,
// the default, another to the current one), and answers the user with `new_email`; the first link
// followed (GET /verify?type=email_change, or POST /verify with its token_hash) makes the change,
// signs the user in and spends both links. Links work once, for an hour; one change mail a minute.
import type { Db, SqlExec } from '../db/types.js';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors.js';
import type { Mailer } from '../mail/mailer.js';
import { AuthError } from './errors.js';
import { assertResendAllowed, escapeHtml, hashToken, isLinkToken, LINK_SECONDS, newLinkToken, resendWaitSql } from './mail-tokens.js';
import { startSession, type SessionResponse, type TokenSettings } from './sessions.js';

export const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

const linkExpired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

function changeMail(to: string, from: string, next: string, link: string) {
  const what = `Follow this link to confirm the update of your email from ${from} to ${next}:`;
  return {
    to,
    template: { kind: 'email_change' as const, variables: { ConfirmationURL: link, Email: from, NewEmail: next } },
    subject: 'Confirm Email Change',
    text: `Confirm Change of Email\n\n${what}\n${link}\n\nThe link works once, for one hour.`,
    html: `<h2>Confirm Change of Email</h2><p>${escapeHtml(what)}</p><p><a href="${escapeHtml(link)}">Change Email</a></p>`,
  };
}

/**
 * Records the pending change and mails the links (inside the caller's transaction, so a refused
 * mail leaves nothing behind). `link(token)` makes a verify URL for a token.
 */
export async function requestEmailChange(
  tx: SqlExec,
  options: { mailer: Mailer | undefined; secure: boolean; link(token: string): string },
  userId: string,
  newEmail: string,
): Promise<void> {
  const { rows } = await tx.query<{ email: string; wait: number | null; taken: boolean }>(
    `select u.email, ${resendWaitSql('u.email_change_sent_at')} as wait,
            exists (select 1 from auth.users o where o.email = $2 and o.id <> u.id) as taken
     from auth.users u where u.id = $1 for update of u`,
    [userId, newEmail],
  );
  const user = rows[0]!;
  if (user.taken) throw emailExists();
  assertResendAllowed(user.wait);
  if (!options.mailer) throw new AuthError(500, 'unexpected_failure', 'Error sending email change email');
  const toNew = newLinkToken();
  const toCurrent = options.secure ? newLinkToken() : undefined;
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now() where id = $1`,
    [userId, newEmail, hashToken(toNew), toCurrent ? hashToken(toCurrent) : ''],
  );
  await options.mailer.send(changeMail(newEmail, user.email, newEmail, options.link(toNew)));
  if (toCurrent) await options.mailer.send(changeMail(user.email, user.email, newEmail, options.link(toCurrent)));
}

/** Follows a change link: the new address becomes the user's (and their email identity's). */
export async function redeemEmailChange(db: Db, tokens: TokenSettings, token: unknown): Promise<SessionResponse> {
  if (!isLinkToken(token)) throw linkExpired();
  const hash = hashToken(token);
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
           email_change_token_current = '', email_change_confirm_status = 0, updated_at = now()
         where (email_change_token_new = $1 or email_change_token_current = $1) and email_change <> ''
           and email_change_sent_at > now() - make_interval(secs => $2) and deleted_at is null
         returning id`,
        [hash, LINK_SECONDS],
      );
      const id = rows[0]?.id;
      if (!id) throw linkExpired();
      await tx.query(
        `update auth.identities i set identity_data = i.identity_data || jsonb_build_object('email', u.email, 'email_verified', true), updated_at = now()
         from auth.users u where u.id = $1 and i.user_id = u.id and i.provider = 'email'`,
        [id],
      );
      return startSession(tx, id, tokens);
    });
  } catch (error) {
    // Someone registered the address between the request and the click.
    if (sqlState(error) === UNIQUE_VIOLATION) throw emailExists();
    throw error;
  }
}
