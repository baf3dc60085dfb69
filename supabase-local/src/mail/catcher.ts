// A local mail catcher started with the backend when no SMTP server is configured, as the
// Supabase CLI ships one: an SMTP server on loopback (smtp-server, nodemailer's own) keeping
// the last messages in memory, parsed with mailparser, for the inbox page and tests.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** 'Name <address>' as the From header names the sender, or its bare address. */
const fromHeader = (sender: { name?: string; address?: string } | undefined) =>
  sender?.address
    ? sender.name
      ? `${sender.name} <${sender.address}>`
      : sender.address
    : undefined;

export interface CaughtMail {
  id: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  receivedAt: string;
}

export interface MailCatcher {
  port: number;
  messages(): CaughtMail[];
  close(): Promise<void>;
}

const KEEP = 200;
const MAX_MESSAGE_BYTES = 1024 * 1024;

export async function startMailCatcher(host = '127.0.0.1'): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          caught.unshift({
            id: randomUUID(),
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            // The From header as written ('UniVida <no-reply@…>'), else the envelope's sender.
            from:
              fromHeader(mail.from?.value[0]) ??
              (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            receivedAt: new Date().toISOString(),
          });
          caught.length = Math.min(caught.length, KEEP);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    messages: () => [...caught],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
