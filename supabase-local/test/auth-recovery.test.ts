// Password recovery that works offline, through supabase-js on PGlite and PostgreSQL 15: the
// mail reaches the local catcher (inbox page and JSON), its link signs the user in once within
// the hour and lands on the site with the recovery session, and the admin API generates the
// same link and lists users by page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendKind, TestBackend } from './support/backend.js';
import { signUpUser } from './support/backend.js';
import { startProjectBackend } from './support/project.js';

const SITE = 'http://localhost:5173';
const PAGE = `${SITE}/restablecer-contrasena`;

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

describe.each<BackendKind>(['pglite', 'postgres'])('password recovery on %s', (kind) => {
  let backend: TestBackend;
  const inbox = async (to: string) =>
    ((await (await fetch(`${backend.url}/local/v1/inbox/messages`)).json()) as Mail[]).filter((mail) => mail.to.includes(to));
  const linkIn = (mail: Mail) => /https?:\/\/\S+/.exec(mail.text)![0];
  const follow = async (link: string) => {
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
  };

  beforeAll(async () => {
    backend = await startProjectBackend(kind, { siteUrl: SITE });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('mails a link that opens a recovery session on the site once; the new password then signs in', async () => {
    const user = await signUpUser(backend, {}, 'forgot');
    const client = backend.client();
    const sent = await client.auth.resetPasswordForEmail(user.email, { redirectTo: PAGE });
    expect(sent).toEqual({ data: {}, error: null });
    const [mail, ...more] = await inbox(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Reset Your Password');
    const link = linkIn(mail!);
    expect(link.startsWith(`${backend.url}/auth/v1/verify?token=`)).toBe(true);

    const { location, fragment } = await follow(link);
    expect(`${location.origin}${location.pathname}`).toBe(PAGE);
    expect(fragment.get('type')).toBe('recovery');
    const session = await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect(session.data.user?.email).toBe(user.email);
    expect((await client.auth.updateUser({ password: 'Recovered-2026!' })).error).toBeNull();
    expect((await backend.client().auth.signInWithPassword({ email: user.email, password: 'Recovered-2026!' })).error).toBeNull();
    expect((await backend.client().auth.signInWithPassword({ email: user.email, password: user.password })).error?.code).toBe('invalid_credentials');

    const reused = await follow(link);
    expect(reused.fragment.get('error_code')).toBe('otp_expired');
    expect(reused.fragment.get('access_token')).toBeNull();
  });

  it('answers an unknown address the same and mails nothing; a second request within a minute is 429', async () => {
    const unknown = await backend.client().auth.resetPasswordForEmail('nobody@example.com');
    expect(unknown).toEqual({ data: {}, error: null });
    expect(await inbox('nobody@example.com')).toEqual([]);

    const user = await signUpUser(backend, {}, 'twice');
    expect((await backend.client().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const again = await backend.client().auth.resetPasswordForEmail(user.email);
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(await inbox(user.email)).toHaveLength(1);
  });

  it('leads a link with a foreign redirect_to to the site, and refuses a link older than an hour', async () => {
    const user = await signUpUser(backend, {}, 'late');
    await backend.client().auth.resetPasswordForEmail(user.email, { redirectTo: 'https://evil.example/steal' });
    const link = linkIn((await inbox(user.email))[0]!);
    await backend.db.query(`update auth.users set recovery_sent_at = now() - interval '2 hours' where email = $1`, [user.email]);
    const { location, fragment } = await follow(link);
    expect(location.origin).toBe(SITE);
    expect(fragment.get('error_code')).toBe('otp_expired');
  });

  it('shows the caught mail on the inbox page', async () => {
    const user = await signUpUser(backend, {}, 'page');
    await backend.client().auth.resetPasswordForEmail(user.email);
    const html = await (await fetch(`${backend.url}/local/v1/inbox`)).text();
    expect(html).toContain('<h1>Correo local</h1>');
    expect(html).toContain(`Para ${user.email}`);
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=[0-9a-f]{64}&#38;type=recovery/);
  });

  it('generates recovery links through the admin API, redeemed once with verifyOtp, and lists users by page', async () => {
    const user = await signUpUser(backend, {}, 'admin-link');
    const admin = backend.service().auth.admin;
    const generated = await admin.generateLink({ type: 'recovery', email: user.email, options: { redirectTo: PAGE } });
    expect(generated.error).toBeNull();
    expect(generated.data.properties).toMatchObject({ verification_type: 'recovery', redirect_to: PAGE });
    expect(generated.data.user?.id).toBe(user.user.id);
    const client = backend.client();
    const verified = await client.auth.verifyOtp({ token_hash: generated.data.properties!.hashed_token, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(user.user.id);
    const twice = await backend.client().auth.verifyOtp({ token_hash: generated.data.properties!.hashed_token, type: 'recovery' });
    expect(twice.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const first = await admin.listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data.users).toHaveLength(2);
    const { rows } = await backend.db.query<{ n: number }>('select count(*)::int as n from auth.users');
    expect(first.data).toMatchObject({ total: rows[0]!.n, nextPage: 2, lastPage: Math.ceil(rows[0]!.n / 2) });
    const refused = await user.client.auth.admin.listUsers();
    expect(refused.error).toMatchObject({ status: 403 });
  });
});
