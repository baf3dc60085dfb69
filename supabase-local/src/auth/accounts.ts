import type { Db } from '../db/types.js';
import { withRequestContext } from '../db/request-context.js';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors.js';
import { AuthError } from './errors.js';
import { checkPassword, hashPassword } from './passwords.js';
import { startSession, type SessionResponse, type TokenSettings } from './sessions.js';
import { findUserByEmail, insertUser } from './users.js';

export const userAlreadyExists = () => new AuthError(422, 'user_already_exists', 'User already registered');

/** Signs a new email user up and in (email confirmation is off, as with GoTrue's autoconfirm). */
export async function createAccount(
  db: Db,
  tokens: TokenSettings,
  input: { email: string; password: string; userMetadata: Record<string, unknown> },
): Promise<SessionResponse> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, { email: input.email, passwordHash, userMetadata: input.userMetadata });
      return startSession(tx, user.id, tokens);
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw userAlreadyExists();
    throw error;
  }
}

async function adminExists(db: Db): Promise<boolean> {
  const { rows } = await db.query(`select 1 from public.profiles where user_type = 'admin' limit 1`);
  return rows.length > 0;
}

/** UniVida's admin lives in public.profiles; on any other schema there is no admin account to make. */
export async function hasUniVidaProfiles(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `select to_regclass('public.profiles') is not null and exists (
       select 1 from pg_attribute where attrelid = to_regclass('public.profiles') and attname = 'user_type'
     ) as found`,
  );
  return rows[0]?.found === true;
}

/**
 * Creates the administrator from the server's configured credentials unless an admin already
 * exists. An existing account with that email is promoted only when the password matches, so
 * nobody gains admin by registering the address first.
 */
export async function ensureAdminAccount(
  db: Db,
  tokens: TokenSettings,
  credentials: { email: string; password: string },
): Promise<'created' | 'exists'> {
  if (await adminExists(db)) return 'exists';
  const email = credentials.email.trim().toLowerCase();
  let userId: string;
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const matches = existing.encrypted_password && (await checkPassword(credentials.password, existing.encrypted_password));
    if (!matches) return 'exists';
    userId = existing.user.id;
  } else {
    const session = await createAccount(db, tokens, {
      email,
      password: credentials.password,
      userMetadata: { full_name: 'Administrador UniVida' },
    });
    userId = session.user.id;
    // The sign-up above opened a session nobody holds.
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  }
  await withRequestContext(db, { role: 'service_role' }, (tx) =>
    tx.query(`update public.profiles set user_type = 'admin' where id = $1`, [userId]),
  );
  return 'created';
}
