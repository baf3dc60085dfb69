// A project's own auth mail (MAIL_TEMPLATES_PATH, SMTP_SENDER, SMTP_SENDER_NAME), as hosted
// Supabase lets one set its templates and sender: with UniVida's Spanish templates (what
// `npm start` passes) the recovery, email-change and reauthentication mails arrive in Spanish
// from 'UniVida <no-reply@univida.es>' and their links and codes work as before; unconfigured,
// they stay GoTrue's English from the catcher's address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.js';
import { applyTemplate, parseMailTemplates, senderWithName } from '../src/mail/templates.js';
import { unividaMailEnv } from '../../scripts/lib/backend.mjs';
import type { TestBackend } from './support/backend.js';
import { signUpUser, uniqueEmail } from './support/backend.js';
import { startProjectBackend } from './support/project.js';

const SITE = 'http://localhost:5173';

interface Caught {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
}

const inboxOf = (backend: TestBackend) => async (to: string) =>
  ((await (await fetch(`${backend.url}/local/v1/inbox/messages`)).json()) as Caught[]).filter(
    (mail) => mail.to.includes(to),
  );
const linkIn = (mail: Caught) => /https?:\/\/\S+/.exec(mail.text)![0];
const follow = async (link: string) => {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
};

describe('auth mail with UniVida templates', () => {
  let backend: TestBackend;
  let inbox: ReturnType<typeof inboxOf>;

  beforeAll(async () => {
    // Exactly what scripts/lib/backend.mjs gives `npm start`'s supabase-local.
    const mail = configFromEnv(unividaMailEnv);
    expect(mail.catcherSender).toBe('UniVida <no-reply@univida.es>');
    backend = await startProjectBackend('pglite', {
      siteUrl: SITE,
      mailTemplates: mail.mailTemplates,
      catcherSender: mail.catcherSender,
      auth: { ...configFromEnv({}).auth, passwordChangeNeedsReauthentication: true },
    });
    inbox = inboxOf(backend);
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('mails the password reset in Spanish, from UniVida, with a link that still signs in once', async () => {
    const user = await signUpUser(backend, {}, 'olvido');
    const page = `${SITE}/restablecer-contrasena`;
    expect(
      (await backend.client().auth.resetPasswordForEmail(user.email, { redirectTo: page })).error,
    ).toBeNull();
    const [mail, ...more] = await inbox(user.email);
    expect(more).toEqual([]);
    expect(mail!.from).toBe('UniVida <no-reply@univida.es>');
    expect(mail!.subject).toBe('Restablece tu contraseña de UniVida');
    expect(mail!.text).toContain(
      `restablecer la contraseña de tu cuenta de UniVida (${user.email})`,
    );
    expect(mail!.text).not.toMatch(/Reset|Follow this link/);
    const link = linkIn(mail!);
    expect(link.startsWith(`${backend.url}/auth/v1/verify?token=`)).toBe(true);
    expect(mail!.html).toContain(
      `<a href="${link.replaceAll('&', '&#38;')}">Restablecer contraseña</a>`,
    );

    const fragment = await follow(link);
    expect(fragment.get('type')).toBe('recovery');
    const client = backend.client();
    const session = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(session.data.user?.email).toBe(user.email);
    expect((await follow(link)).get('error_code')).toBe('otp_expired');
  });

  it('mails the email change to both addresses in Spanish; a link makes the change', async () => {
    const user = await signUpUser(backend, {}, 'mudanza');
    const next = uniqueEmail('nuevo');
    expect(
      (await user.client.auth.updateUser({ email: next }, { emailRedirectTo: `${SITE}/profile` }))
        .error,
    ).toBeNull();
    const [toNew] = await inbox(next);
    const [toCurrent] = await inbox(user.email);
    for (const mail of [toNew!, toCurrent!]) {
      expect(mail.subject).toBe('Confirma tu nuevo email en UniVida');
      expect(mail.from).toBe('UniVida <no-reply@univida.es>');
      expect(mail.text).toContain(`pasa de ${user.email} a ${next}`);
    }
    const fragment = await follow(linkIn(toNew!));
    expect(fragment.get('type')).toBe('email_change');
    expect(
      (await backend.client().auth.signInWithPassword({ email: next, password: user.password }))
        .error,
    ).toBeNull();
  });

  it('mails the reauthentication code in Spanish, and the code works', async () => {
    const user = await signUpUser(backend, {}, 'codigo');
    expect((await user.client.auth.reauthenticate()).error).toBeNull();
    const [mail] = await inbox(user.email);
    expect(mail!.subject).toBe('Tu código de verificación de UniVida');
    const nonce = /Introduce este código en UniVida: (\d{6})/.exec(mail!.text)![1]!;
    expect(mail!.html).toContain(`<strong>${nonce}</strong>`);
    expect(
      (await user.client.auth.updateUser({ password: 'Otra-Clave-2026!', nonce })).error,
    ).toBeNull();
  });
});

describe('auth mail without templates', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    const bare = configFromEnv({});
    expect(bare.mailTemplates).toBeUndefined();
    backend = await startProjectBackend('pglite', {
      siteUrl: SITE,
      mailTemplates: undefined,
      catcherSender: bare.catcherSender,
    });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it("stays GoTrue's English, from the catcher's own address", async () => {
    const user = await signUpUser(backend, {}, 'plain');
    expect((await backend.client().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const [mail] = await inboxOf(backend)(user.email);
    expect(mail!.from).toBe('no-reply@supabase-local.test');
    expect(mail!.subject).toBe('Reset Your Password');
    expect(mail!.text).toContain('Follow this link to reset the password for your user:');
    expect(mail!.html).toContain('>Reset Password</a>');
    expect((await follow(linkIn(mail!))).get('type')).toBe('recovery');
  });
});

describe('mail templates', () => {
  const base = {
    to: 'a@b.es',
    subject: 'Reset Your Password',
    text: 'GoTrue text',
    html: '<p>GoTrue</p>',
  };

  it('fills the variables, escapes them in html only, and keeps what a template leaves out', () => {
    const mail = applyTemplate(
      {
        ...base,
        template: {
          kind: 'recovery',
          variables: { ConfirmationURL: 'http://x/?a=1&b=<2>', Email: 'a@b.es' },
        },
      },
      {
        recovery: {
          text: 'Para {{ .Email }}: {{.ConfirmationURL}} {{ .Unknown }}',
          html: '<a href="{{ .ConfirmationURL }}">ir</a>',
        },
      },
    );
    expect(mail).toEqual({
      to: 'a@b.es',
      subject: 'Reset Your Password',
      text: 'Para a@b.es: http://x/?a=1&b=<2> {{ .Unknown }}',
      html: '<a href="http://x/?a=1&#38;b=&#60;2&#62;">ir</a>',
    });
    expect(
      applyTemplate({ ...base, template: { kind: 'recovery', variables: {} } }, undefined),
    ).toEqual(base);
  });

  it('refuses a file with an unknown mail, field or a non-string', () => {
    expect(() => parseMailTemplates({ signup: { subject: 'x' } })).toThrow(/unknown mail "signup"/);
    expect(() => parseMailTemplates({ recovery: { body: 'x' } })).toThrow(
      /"recovery.body" is not subject, text or html/,
    );
    expect(() => parseMailTemplates({ recovery: { subject: 1 } })).toThrow(/must be a string/);
    expect(() => parseMailTemplates([])).toThrow(/JSON object/);
  });

  it('names the sender, quoting a name that needs it', () => {
    expect(senderWithName('no-reply@univida.es', 'UniVida')).toBe('UniVida <no-reply@univida.es>');
    expect(senderWithName('no-reply@univida.es', undefined)).toBe('no-reply@univida.es');
    expect(senderWithName('x@y.es', 'Uni, Vida')).toBe('"Uni, Vida" <x@y.es>');
  });
});
