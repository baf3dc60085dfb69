// GoTrue's reauthentication: GET /reauthenticate mails a 6-digit code (supabase-js
// reauthenticate()), and with SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION a password
// change from a session over 24 hours old needs it as the nonce (updateUser({ password, nonce })).
// The code is stored hashed, works once and for an hour; one mail per minute.
import type { SqlExec } from '../db/types.js';
import type { Mailer } from '../mail/mailer.js';
import { AuthError } from './errors.js';
import { assertResendAllowed, hashToken, LINK_SECONDS, newOtp, resendWaitSql } from './mail-tokens.js';

/** GoTrue's window after sign-in in which a password change needs no nonce. */
const RECENT_SESSION_HOURS = 24;

const nonceHash = (email: string, otp: string) => hashToken(`${email}:${otp}`);

/** Mails a fresh code to the user (replacing any earlier one). */
export async function sendReauthentication(tx: SqlExec, mailer: Mailer | undefined, userId: string): Promise<void> {
  const { rows } = await tx.query<{ email: string | null; confirmed: boolean; wait: number | null }>(
    `select email, email_confirmed_at is not null as confirmed, ${resendWaitSql('reauthentication_sent_at')} as wait
     from auth.users where id = $1 for update`,
    [userId],
  );
  const user = rows[0];
  if (!user?.email) {
    throw new AuthError(400, 'validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  }
  if (!user.confirmed) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
  assertResendAllowed(user.wait);
  if (!mailer) throw new AuthError(500, 'unexpected_failure', 'Error sending reauthentication email');
  const otp = newOtp();
  await tx.query(
    'update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1',
    [userId, nonceHash(user.email, otp)],
  );
  await mailer.send({
    to: user.email,
    template: { kind: 'reauthentication', variables: { Token: otp, Email: user.email } },
    subject: 'Confirm reauthentication',
    text: `Confirm reauthentication\n\nEnter the code: ${otp}\n\nIt works once, for one hour.`,
    html: `<h2>Confirm reauthentication</h2><p>Enter the code: <strong>${otp}</strong></p>`,
  });
}

/**
 * Before a password change: when the setting is on and the session is over 24 hours old, the
 * nonce must be the user's latest code (then spent). GoTrue's codes and messages.
 */
export async function assertReauthenticated(
  tx: SqlExec,
  caller: { sub: string; session_id: string },
  nonce: unknown,
  required: boolean,
): Promise<void> {
  if (!required) return;
  const { rows } = await tx.query<{ recent: boolean; email: string | null; token: string | null; fresh: boolean }>(
    `select s.created_at > now() - make_interval(hours => $3) as recent, u.email,
            nullif(u.reauthentication_token, '') as token,
            coalesce(u.reauthentication_sent_at > now() - make_interval(secs => $4), false) as fresh
     from auth.users u join auth.sessions s on s.user_id = u.id
     where u.id = $1 and s.id = $2 for update of u`,
    [caller.sub, caller.session_id, RECENT_SESSION_HOURS, LINK_SECONDS],
  );
  const row = rows[0];
  if (row?.recent) return;
  if (typeof nonce !== 'string' || nonce === '') {
    throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  }
  if (!row?.email || !row.token || !row.fresh || row.token !== nonceHash(row.email, nonce)) {
    throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  }
  await tx.query(`update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1`, [caller.sub]);
}
