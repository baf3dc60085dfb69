// Sends the auth emails (password recovery) through SMTP with nodemailer: to the configured
// server (SMTP_HOST…) or to the local catcher started with the backend.
import nodemailer from 'nodemailer';
import {
  applyTemplate,
  type MailKind,
  type MailTemplates,
  type MailVariables,
} from './templates.js';

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  /** From address (GoTrue's SMTP_ADMIN_EMAIL). */
  sender: string;
  /** Implicit TLS (port 465); otherwise STARTTLS when the server offers it. */
  secure?: boolean;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which auth mail this is and its values, for the project's template (see templates.ts). */
  template?: { kind: MailKind; variables: MailVariables };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** `templates`: the project's own subjects and bodies (MAIL_TEMPLATES_PATH), over GoTrue's. */
export function createMailer(settings: SmtpSettings, templates?: MailTemplates): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure ?? settings.port === 465,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: settings.sender, ...applyTemplate(mail, templates) });
    },
    close: () => transport.close(),
  };
}
