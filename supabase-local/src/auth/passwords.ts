import bcrypt from 'bcryptjs';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AuthError } from './errors.js';

export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt reads only the first 72 bytes: a longer password would be cut silently, so GoTrue refuses it. */
export const MAX_PASSWORD_BYTES = 72;
// GoTrue's cost; bcrypt is slow by design, so never call these inside a database transaction.
const BCRYPT_COST = 10;

// zxcvbn-ts's list of the ~49,000 passwords seen most often in leaks (lower case): our stand-in for
// GoTrue's HaveIBeenPwned check, offline. Built on first use.
let commonPasswords: Set<string> | undefined;
const isCommon = (password: string) =>
  (commonPasswords ??= new Set(dictionary['passwords-common'])).has(password.toLowerCase());

/** GoTrue's checkPasswordStrength: too long is a 400; short and/or common is a 422 with every reason. */
export function assertStrongPassword(password: unknown): asserts password is string {
  if (typeof password === 'string' && Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new AuthError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    reasons.push('length');
    messages.push(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (typeof password === 'string' && isCommon(password)) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  if (reasons.length > 0) {
    throw new AuthError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
  }
}

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);
export const checkPassword = (password: string, hash: string) => bcrypt.compare(password, hash);
