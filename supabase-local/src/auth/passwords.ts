import bcrypt from 'bcryptjs';
import { AuthError } from './errors.js';

export const MIN_PASSWORD_LENGTH = 8;
// GoTrue's cost; bcrypt is slow by design, so never call these inside a database transaction.
const BCRYPT_COST = 10;

export function assertStrongPassword(password: unknown): asserts password is string {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);
export const checkPassword = (password: string, hash: string) => bcrypt.compare(password, hash);
