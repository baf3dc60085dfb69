// GoTrue's account changes through supabase-js on PGlite and PostgreSQL 15, on the chat project:
// reauthentication (a mailed code, the nonce a password change from an old session needs), the
// same-password refusal, an email change confirmed by a link mailed to the catcher, and the
// error codes GoTrue gives for the sign-in methods a project has off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.js';
import type { AuthSettings } from '../src/config.js';
import type { BackendKind, TestBackend } from './support/backend.js';
import { signUpUser, uniqueEmail } from './support/backend.js';
import { startProjectBackend } from './support/project.js';

const SITE = 'http://localhost:5173';
const settings = (changes: Partial<AuthSettings>): AuthSettings => ({ ...configFromEnv({}).auth, ...changes });

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

const inboxOf = (backend: TestBackend) => async (to: string) =>
  ((await (await fetch(`${backend.url}/local/v1/inbox/messages`)).json()) as Mail[]).filter((mail) => mail.to.includes(to));
const linkIn = (mail: Mail) => /https?:\/\/\S+/.exec(mail.text)![0];

async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

describe.each<BackendKind>(['pglite', 'postgres'])('account changes on %s', (kind) => {
  let backend: TestBackend;
  let inbox: (to: string) => Promise<Mail[]>;
  const ageSession = (userId: string) =>
    backend.db.query(`update auth.sessions set created_at = now() - interval '25 hours' where user_id = $1`, [userId]);

  beforeAll(async () => {
    backend = await startProjectBackend(kind, { siteUrl: SITE, auth: settings({ passwordChangeNeedsReauthentication: true }) });
    inbox = inboxOf(backend);
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('mails a reauthentication code; an old session changes its password only with it, once', async () => {
    const user = await signUpUser(backend, {}, 'reauth');
    // A session under 24 hours old needs no nonce.
    expect((await user.client.auth.updateUser({ password: 'Fresh-Session-2026!' })).error).toBeNull();

    await ageSession(user.user.id);
    const needed = await user.client.auth.updateUser({ password: 'Old-Session-2026!' });
    expect(needed.error).toMatchObject({ status: 400, code: 'reauthentication_needed', message: 'Password update requires reauthentication' });
    const wrong = await user.client.auth.updateUser({ password: 'Old-Session-2026!', nonce: '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' });

    expect(await user.client.auth.reauthenticate()).toEqual({ data: { user: null, session: null }, error: null });
    const again = await user.client.auth.reauthenticate();
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const mails = await inbox(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm reauthentication']);
    const nonce = /Enter the code: (\d{6})/.exec(mails[0]!.text)![1]!;

    expect((await user.client.auth.updateUser({ password: 'Old-Session-2026!', nonce })).error).toBeNull();
    expect((await backend.client().auth.signInWithPassword({ email: user.email, password: 'Old-Session-2026!' })).error).toBeNull();
    const spent = await user.client.auth.updateUser({ password: 'Third-Password-2026!', nonce });
    expect(spent.error?.code).toBe('reauthentication_not_valid');
  });

  it('refuses the current password as the new one', async () => {
    const user = await signUpUser(backend, {}, 'same');
    const same = await user.client.auth.updateUser({ password: user.password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password', message: 'New password should be different from the old password.' });
  });

  it('changes the email only when a mailed link is followed; the other link is then spent', async () => {
    const user = await signUpUser(backend, {}, 'mover');
    const next = uniqueEmail('moved');
    const asked = await user.client.auth.updateUser({ email: next }, { emailRedirectTo: `${SITE}/perfil` });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email: user.email, new_email: next });
    expect(asked.data.user?.email_change_sent_at).toEqual(expect.any(String));
    expect((await user.client.auth.updateUser({ email: uniqueEmail('again') })).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });

    const [toNew] = await inbox(next);
    const [toCurrent] = await inbox(user.email);
    expect([toNew?.subject, toCurrent?.subject]).toEqual(['Confirm Email Change', 'Confirm Email Change']);
    expect(toNew!.text).toContain(`from ${user.email} to ${next}`);
    // Nothing changed yet.
    expect((await backend.client().auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();

    const { location, fragment } = await follow(linkIn(toNew!));
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/perfil`);
    expect(fragment.get('type')).toBe('email_change');
    const client = backend.client();
    const session = await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect(session.data.user).toMatchObject({ id: user.user.id, email: next });
    expect(session.data.user).not.toHaveProperty('new_email');
    expect((await backend.client().auth.signInWithPassword({ email: next, password: user.password })).error).toBeNull();
    expect((await backend.client().auth.signInWithPassword({ email: user.email, password: user.password })).error?.code).toBe('invalid_credentials');
    const { rows } = await backend.db.query<{ email: string }>(`select identity_data->>'email' as email from auth.identities where user_id = $1`, [user.user.id]);
    expect(rows).toEqual([{ email: next }]);

    expect((await follow(linkIn(toCurrent!))).fragment.get('error_code')).toBe('otp_expired');
  });

  it('refuses a change to a registered address and an unknown verification type', async () => {
    const user = await signUpUser(backend, {}, 'taken');
    const other = await signUpUser(backend, {}, 'owner');
    const taken = await user.client.auth.updateUser({ email: other.email });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    expect(await inbox(other.email)).toEqual([]);
    const res = await fetch(`${backend.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'magiclink', token_hash: 'x' }),
    });
    expect(res.status).toBe(400);
  });

  it('answers the sign-in methods that are off with GoTrue codes, not 404', async () => {
    const auth = backend.client().auth;
    expect((await auth.signInAnonymously()).error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
    expect((await auth.signUp({ phone: '+34600000000', password: 'Password123!' })).error).toMatchObject({ status: 400, code: 'phone_provider_disabled', message: 'Phone signups are disabled' });
    expect((await auth.signInWithPassword({ phone: '+34600000000', password: 'Password123!' })).error).toMatchObject({ status: 422, code: 'phone_provider_disabled', message: 'Phone logins are disabled' });
    expect((await auth.signInWithOtp({ email: uniqueEmail('otp') })).error).toMatchObject({ status: 422, code: 'email_provider_disabled', message: 'Login with magic link is disabled' });
    expect((await auth.signInWithOtp({ phone: '+34600000000' })).error).toMatchObject({ status: 400, code: 'phone_provider_disabled', message: 'Unsupported phone provider' });
    expect((await auth.signInWithIdToken({ provider: 'google', token: 'x.y.z' })).error).toMatchObject({ status: 400, code: 'provider_disabled', message: 'Provider (issuer "https://accounts.google.com") is not enabled' });
    expect((await auth.signInWithSSO({ domain: 'example.com' })).error).toMatchObject({ status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });
    const web3 = await fetch(`${backend.url}/auth/v1/token?grant_type=web3`, { method: 'POST', headers: { apikey: backend.anonKey, 'content-type': 'application/json' }, body: '{}' });
    expect([web3.status, await web3.json()]).toEqual([422, { code: 422, error_code: 'web3_provider_disabled', msg: 'Web3 provider is disabled' }]);
    const oauth = await fetch(`${backend.url}/auth/v1/authorize?provider=github`);
    expect([oauth.status, await oauth.json()]).toEqual([400, { code: 400, error_code: 'validation_failed', msg: 'Unsupported provider: provider is not enabled' }]);
  });
});

describe('switched-off sign-up and email provider (pglite)', () => {
  let closed: TestBackend;
  let noEmail: TestBackend;

  beforeAll(async () => {
    closed = await startProjectBackend('pglite', { auth: settings({ disableSignup: true }) });
    noEmail = await startProjectBackend('pglite', { auth: settings({ emailEnabled: false }) });
  });
  afterAll(async () => {
    await closed?.stop();
    await noEmail?.stop();
  });

  it('DISABLE_SIGNUP: sign-up and OTP sign-up refused, the admin API still creates users who sign in', async () => {
    const auth = closed.client().auth;
    const email = uniqueEmail('closed');
    expect((await auth.signUp({ email, password: 'Password123!' })).error).toMatchObject({ status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' });
    expect((await auth.signInWithOtp({ email })).error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
    expect((await closed.service().auth.admin.createUser({ email, password: 'Password123!' })).error).toBeNull();
    expect((await auth.signInWithPassword({ email, password: 'Password123!' })).error).toBeNull();
    expect(await (await fetch(`${closed.url}/auth/v1/settings`)).json()).toMatchObject({ disable_signup: true, external: { email: true } });
  });

  it('EXTERNAL_EMAIL_ENABLED=false: email sign-up, sign-in and recovery refused', async () => {
    const auth = noEmail.client().auth;
    const email = uniqueEmail('noemail');
    expect((await auth.signUp({ email, password: 'Password123!' })).error).toMatchObject({ status: 400, code: 'email_provider_disabled', message: 'Email signups are disabled' });
    expect((await noEmail.service().auth.admin.createUser({ email, password: 'Password123!' })).error).toBeNull();
    expect((await auth.signInWithPassword({ email, password: 'Password123!' })).error).toMatchObject({ status: 422, code: 'email_provider_disabled', message: 'Email logins are disabled' });
    expect((await auth.resetPasswordForEmail(email)).error).toMatchObject({ status: 400, code: 'email_provider_disabled' });
    expect(await (await fetch(`${noEmail.url}/auth/v1/settings`)).json()).toMatchObject({ disable_signup: false, external: { email: false } });
  });
});
