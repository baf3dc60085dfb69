// Auth mail through a configured SMTP server (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS,
// SMTP_SENDER, SMTP_SENDER_NAME), as a project with its own mail provider runs supabase-local,
// through supabase-js on PGlite and PostgreSQL 15: a throwaway SMTP server (smtp-server) on a
// free port receives the recovery mail, sent as the configured sender with the configured
// login, and its link signs the user in; the local catcher and its inbox are not started.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpFromEnv } from '../src/config.js';
import type { BackendKind, TestBackend } from './support/backend.js';
import { signUpUser } from './support/backend.js';
import { startProjectBackend } from './support/project.js';

const SITE = 'http://localhost:5173';

interface Received {
  login?: string;
  envelopeFrom?: string;
  to: string[];
  from?: string;
  subject?: string;
  text: string;
}

/** An SMTP server that accepts one login (PLAIN/LOGIN without TLS, as on a private network). */
async function startSmtp(user: string, pass: string) {
  const received: Received[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(auth.username ?? '');
      if (auth.username === user && auth.password === pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            login: typeof session.user === 'string' ? session.user : undefined,
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: mail.from?.text,
            subject: mail.subject,
            text: mail.text ?? '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each<BackendKind>(['pglite', 'postgres'])('auth mail over SMTP on %s', (kind) => {
  let backend: TestBackend;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp('chat-mailer', 'smtp-secret');
    // The settings are read once, at start-up, from what the environment would say.
    const settings = smtpFromEnv({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: 'chat-mailer',
      SMTP_PASS: 'smtp-secret',
      SMTP_SENDER: 'no-reply@chat.test',
      SMTP_SENDER_NAME: 'Chat',
    });
    backend = await startProjectBackend(kind, { siteUrl: SITE, smtp: settings });
  });
  afterAll(async () => {
    await backend?.stop();
    await smtp?.close();
  });

  it('mails the recovery link through the configured server, as its sender and with its login', async () => {
    const user = await signUpUser(backend, {}, 'smtp');
    const sent = await backend
      .client()
      .auth.resetPasswordForEmail(user.email, { redirectTo: `${SITE}/reset` });
    expect(sent).toEqual({ data: {}, error: null });
    for (
      let waited = 0;
      !smtp.received.some((mail) => mail.to.includes(user.email));
      waited += 50
    ) {
      if (waited > 10_000) throw new Error('no mail reached the SMTP server');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const mails = smtp.received.filter((mail) => mail.to.includes(user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      login: 'chat-mailer',
      envelopeFrom: 'no-reply@chat.test',
      to: [user.email],
      from: '"Chat" <no-reply@chat.test>',
      subject: 'Reset Your Password',
    });
    expect(new Set(smtp.logins)).toEqual(new Set(['chat-mailer']));
    const link = /https?:\/\/\S+/.exec(mails[0]!.text)![0];
    expect(link).toMatch(
      new RegExp(`^${backend.url}/auth/v1/verify\\?token=[0-9a-f]{64}&type=recovery&redirect_to=`),
    );

    // The link is the real one: it opens a recovery session on the page asked for.
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/reset`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toEqual(expect.any(String));
  });

  it('starts no local catcher: the inbox does not exist', async () => {
    expect((await fetch(`${backend.url}/local/v1/inbox/messages`)).status).toBe(404);
  });
});
