// GoTrue's admin API and identities through supabase-js on the chat project (test/project) on
// PGlite and PostgreSQL 15: the service role reads, updates (metadata, email with email_confirm,
// password) and deletes a user by id, with GoTrue's errors for a missing user and a caller
// without the service role; an email sign-up carries its email identity, as getUserIdentities
// reads it, whose identity_id is the auth.identities row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendKind, TestBackend } from './support/backend.js';
import { signUpUser, uniqueEmail } from './support/backend.js';
import { startProjectBackend } from './support/project.js';

describe.each<BackendKind>(['pglite', 'postgres'])('auth admin API on %s', (kind) => {
  let backend: TestBackend;
  const identityRow = async (userId: string) =>
    (
      await backend.db.query<{ id: string; provider_id: string; provider: string }>(
        'select id::text, provider_id, provider from auth.identities where user_id = $1',
        [userId],
      )
    ).rows;

  beforeAll(async () => {
    backend = await startProjectBackend(kind);
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('reads a user by id and updates its metadata, email (email_confirm) and password', async () => {
    const user = await signUpUser(backend, { name: 'Ana', city: 'Sevilla' }, 'admin-read');
    const admin = backend.service().auth.admin;
    const read = await admin.getUserById(user.user.id);
    expect(read.error).toBeNull();
    expect(read.data.user).toMatchObject({
      id: user.user.id,
      email: user.email,
      user_metadata: { name: 'Ana', city: 'Sevilla' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });

    // user_metadata merges key by key (null removes one); app_metadata merges over provider.
    const updated = await admin.updateUserById(user.user.id, {
      user_metadata: { city: null, plan: 'pro' },
      app_metadata: { tier: 2 },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ name: 'Ana', plan: 'pro' });
    expect(updated.data.user?.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      tier: 2,
    });
    expect((await admin.getUserById(user.user.id)).data.user?.user_metadata).toEqual({
      name: 'Ana',
      plan: 'pro',
    });

    // The admin changes the address outright, confirmed: the new one signs in, the old one no more.
    const email = uniqueEmail('admin-moved');
    const moved = await admin.updateUserById(user.user.id, {
      email,
      email_confirm: true,
      password: 'Moved-Password-2026!',
    });
    expect(moved.error).toBeNull();
    expect(moved.data.user?.email).toBe(email);
    expect(moved.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(moved.data.user?.new_email).toBeUndefined();
    const signedIn = await backend
      .client()
      .auth.signInWithPassword({ email, password: 'Moved-Password-2026!' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(user.user.id);
    const old = await backend
      .client()
      .auth.signInWithPassword({ email: user.email, password: user.password });
    expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it("deletes a user: getUserById then answers GoTrue's 404 user_not_found, and the user's own token 403 user_not_found", async () => {
    const user = await signUpUser(backend, {}, 'admin-delete');
    const admin = backend.service().auth.admin;
    const deleted = await admin.deleteUser(user.user.id);
    expect(deleted.error).toBeNull();
    const gone = await admin.getUserById(user.user.id);
    expect(gone.data.user).toBeNull();
    expect(gone.error).toMatchObject({
      status: 404,
      code: 'user_not_found',
      message: 'User not found',
    });
    expect(await identityRow(user.user.id)).toEqual([]);
    const own = await user.client.auth.getUser();
    expect(own.data.user).toBeNull();
    // GoTrue looks the user up before the session: the token of a deleted user is user_not_found.
    expect(own.error).toMatchObject({
      status: 403,
      code: 'user_not_found',
      message: 'User from sub claim in JWT does not exist',
    });
    expect((await admin.deleteUser(user.user.id)).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });
    expect(
      (await admin.updateUserById(user.user.id, { user_metadata: { a: 1 } })).error,
    ).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('refuses the admin API to a signed-in user and to the anon key with 403 not_admin', async () => {
    const user = await signUpUser(backend, {}, 'admin-refused');
    for (const client of [user.client, backend.client()]) {
      const read = await client.auth.admin.getUserById(user.user.id);
      expect(read.error).toMatchObject({
        status: 403,
        code: 'not_admin',
        message: 'User not allowed',
      });
      expect(
        (await client.auth.admin.updateUserById(user.user.id, { user_metadata: { admin: true } }))
          .error,
      ).toMatchObject({ status: 403 });
      expect((await client.auth.admin.deleteUser(user.user.id)).error).toMatchObject({
        status: 403,
      });
    }
    expect(
      (await backend.service().auth.admin.getUserById(user.user.id)).data.user?.user_metadata,
    ).toEqual({});
  });

  it('gives an email sign-up its email identity, which getUserIdentities returns', async () => {
    const user = await signUpUser(backend, {}, 'identity');
    const [row, ...others] = await identityRow(user.user.id);
    expect(others).toEqual([]);
    expect(row).toEqual({ id: expect.any(String), provider_id: user.user.id, provider: 'email' });
    const identity = {
      identity_id: row!.id,
      id: user.user.id,
      user_id: user.user.id,
      provider: 'email',
      email: user.email,
      identity_data: expect.objectContaining({ sub: user.user.id, email: user.email }),
    };
    expect(user.user.identities).toEqual([expect.objectContaining(identity)]);
    const listed = await user.client.auth.getUserIdentities();
    expect(listed.error).toBeNull();
    expect(listed.data?.identities).toEqual([expect.objectContaining(identity)]);

    // A user the admin creates has one too; an admin email change carries over to it.
    const admin = backend.service().auth.admin;
    const created = await admin.createUser({
      email: uniqueEmail('identity-admin'),
      password: 'Password123!',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const email = uniqueEmail('identity-moved');
    await admin.updateUserById(created.data.user!.id, { email });
    const reread = await admin.getUserById(created.data.user!.id);
    expect(reread.data.user?.identities).toEqual([
      expect.objectContaining({
        identity_id: (await identityRow(created.data.user!.id))[0]!.id,
        provider: 'email',
        email,
        identity_data: expect.objectContaining({ sub: created.data.user!.id, email }),
      }),
    ]);
  });
});
