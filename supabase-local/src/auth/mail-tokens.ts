// What every auth mail shares (recovery, email change, reauthentication): GoTrue's expiry and
// resend interval, tokens stored only as hashes, and its "wait N seconds" refusal.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { AuthError } from './errors.js';

/** GoTrue's MAILER_OTP_EXP and SMTP_MAX_FREQUENCY defaults. */
export const LINK_SECONDS = 3600;
export const RESEND_SECONDS = 60;

/** The token a link carries (64 hex characters); only its hash is stored. */
export const newLinkToken = () => randomBytes(32).toString('hex');
export const isLinkToken = (token: unknown): token is string => typeof token === 'string' && /^[0-9a-f]{64}$/.test(token);
/** A 6-digit code (GoTrue's MAILER_OTP_LENGTH default). */
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `wait`: seconds until another mail may go (SQL computes it from the *_sent_at column). */
export function assertResendAllowed(wait: number | null): void {
  if (wait !== null && wait > 0) {
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
  }
}

/** SQL for that wait, from a *_sent_at column. */
export const resendWaitSql = (column: string) =>
  `ceil(extract(epoch from ${column} + make_interval(secs => ${RESEND_SECONDS}) - now()))::int`;
