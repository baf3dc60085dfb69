import type { SqlExec } from '../db/types.js';

/** The user object GoTrue returns, built in SQL so both drivers give the same JSON. */
export type AuthUser = Record<string, unknown> & {
  id: string;
  email: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
};

// GoTrue leaves new_email and email_change_sent_at out unless a change is pending.
const USER_JSON = `json_build_object(
  'id', u.id, 'aud', u.aud, 'role', u.role, 'email', u.email,
  'email_confirmed_at', u.email_confirmed_at, 'phone', '', 'confirmed_at', u.email_confirmed_at,
  'last_sign_in_at', u.last_sign_in_at,
  'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
  'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
  'identities', json_build_array(json_build_object(
    -- GoTrue's identity_id is the auth.identities row (u.id for a user made before that table).
    'identity_id', coalesce((select i.id from auth.identities i where i.user_id = u.id and i.provider = 'email' limit 1), u.id),
    'id', u.id, 'user_id', u.id, 'provider', 'email', 'email', u.email,
    'identity_data', json_build_object('sub', u.id, 'email', u.email, 'email_verified', true, 'phone_verified', false),
    'last_sign_in_at', u.last_sign_in_at, 'created_at', u.created_at, 'updated_at', u.updated_at)),
  'created_at', u.created_at, 'updated_at', u.updated_at, 'is_anonymous', false)::jsonb
  || case when coalesce(u.email_change, '') = '' then '{}'::jsonb
     else jsonb_build_object('new_email', u.email_change, 'email_change_sent_at', u.email_change_sent_at) end`;

type UserRow = { user: AuthUser; encrypted_password: string | null };

const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

export async function findUserByEmail(db: SqlExec, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_JSON} as user, u.encrypted_password from auth.users u
     where u.email = $1 and u.deleted_at is null`,
    [email],
  );
  return rows[0];
}

export async function findUserById(db: SqlExec, id: string): Promise<AuthUser | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_JSON} as user from auth.users u where u.id = $1 and u.deleted_at is null`,
    [id],
  );
  return rows[0]?.user;
}

/** Inserts a confirmed email user; the database's trigger creates the profile from userMetadata. */
export async function insertUser(
  db: SqlExec,
  input: { email: string; passwordHash: string; userMetadata: Record<string, unknown> },
): Promise<AuthUser> {
  const { rows } = await db.query<UserRow>(
    `with u as (
       insert into auth.users (aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ('authenticated', 'authenticated', $1, $2, now(), $3::jsonb, $4::jsonb)
       returning *),
     -- GoTrue records the email sign-in method as an identity (provider_id = the user's id).
     i as (
       insert into auth.identities (provider_id, user_id, identity_data, provider)
       select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false), 'email'
       from u
       returning id)
     -- The identity inserted alongside is not visible to USER_JSON's lookup in this statement.
     select jsonb_set(${USER_JSON}, '{identities,0,identity_id}', to_jsonb((select id from i))) as user from u`,
    [input.email, input.passwordHash, JSON.stringify(EMAIL_APP_METADATA), JSON.stringify(input.userMetadata)],
  );
  return rows[0]!.user;
}

/** Applies GoTrue's PUT /user semantics: data keys merge into user metadata (null removes a key). */
export async function updateUser(
  db: SqlExec,
  id: string,
  changes: { email?: string; passwordHash?: string; data?: Record<string, unknown>; appMetadata?: Record<string, unknown> },
): Promise<AuthUser | undefined> {
  const { rows } = await db.query<UserRow>(
    `with u as (
       update auth.users set
         email = coalesce($2, email),
         encrypted_password = coalesce($3, encrypted_password),
         raw_user_meta_data = case when $4::jsonb is null then raw_user_meta_data
           else jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $4::jsonb) end,
         raw_app_meta_data = case when $5::jsonb is null then raw_app_meta_data
           else coalesce(raw_app_meta_data, '{}'::jsonb) || $5::jsonb end,
         updated_at = now()
       where id = $1 and deleted_at is null
       returning *)
     select ${USER_JSON} as user from u`,
    [
      id,
      changes.email ?? null,
      changes.passwordHash ?? null,
      changes.data ? JSON.stringify(changes.data) : null,
      changes.appMetadata ? JSON.stringify(changes.appMetadata) : null,
    ],
  );
  return rows[0]?.user;
}

export async function deleteUser(db: SqlExec, id: string): Promise<boolean> {
  const { rows } = await db.query('delete from auth.users where id = $1 returning id', [id]);
  return rows.length > 0;
}

/** One page of users, oldest first, and how many there are (the admin API's list). */
export async function listUsers(db: SqlExec, page: number, perPage: number): Promise<{ users: AuthUser[]; total: number }> {
  const { rows } = await db.query<{ user: AuthUser; total: string }>(
    `select ${USER_JSON} as user, count(*) over () as total from auth.users u
     where u.deleted_at is null order by u.created_at, u.id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const total = rows[0] ? Number(rows[0].total) : (await db.query<{ n: number }>('select count(*)::int as n from auth.users where deleted_at is null')).rows[0]!.n;
  return { users: rows.map((row) => row.user), total };
}
