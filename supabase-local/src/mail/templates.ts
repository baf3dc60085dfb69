// A project's own auth mail, as hosted Supabase lets one set it (Authentication → Emails): a
// subject and a body per kind, with GoTrue's template variables, and the sender's name. Read from
// MAIL_TEMPLATES_PATH (a JSON file) and SMTP_SENDER_NAME; unset, the mails stay GoTrue's English.
//
//   { "recovery": { "subject": "…", "text": "…{{ .ConfirmationURL }}…", "html": "…" },
//     "email_change": { … }, "reauthentication": { … } }
//
// Each field is optional (a missing one keeps GoTrue's). Variables: {{ .ConfirmationURL }} (the
// verify link; recovery and email_change), {{ .Token }} (the code; reauthentication),
// {{ .Email }} (the recipient's current address), {{ .NewEmail }} (email_change), {{ .SiteURL }}.
// In `html` each value is HTML-escaped; an unknown variable is left as written.
import { readFileSync } from 'node:fs';
import { escapeHtml } from '../auth/mail-tokens.js';
import type { Mail } from './mailer.js';

export const MAIL_KINDS = ['recovery', 'email_change', 'reauthentication'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailTemplate {
  subject?: string;
  text?: string;
  html?: string;
}
export type MailTemplates = Partial<Record<MailKind, MailTemplate>>;

export type MailVariables = Partial<
  Record<'ConfirmationURL' | 'Token' | 'Email' | 'NewEmail' | 'SiteURL', string>
>;

const VARIABLE = /\{\{\s*\.(\w+)\s*\}\}/g;

function render(template: string, variables: MailVariables, html: boolean): string {
  return template.replace(VARIABLE, (written, name: string) => {
    const value = Object.hasOwn(variables, name)
      ? variables[name as keyof MailVariables]
      : undefined;
    if (value === undefined) return written;
    return html ? escapeHtml(value) : value;
  });
}

/** The mail as sent: the project's subject and bodies where it set them, GoTrue's otherwise. */
export function applyTemplate(
  mail: Mail,
  templates: MailTemplates | undefined,
): Omit<Mail, 'template'> {
  const { template, ...message } = mail;
  const own = template && templates?.[template.kind];
  if (!template || !own) return message;
  return {
    ...message,
    subject:
      own.subject !== undefined ? render(own.subject, template.variables, false) : message.subject,
    text: own.text !== undefined ? render(own.text, template.variables, false) : message.text,
    html: own.html !== undefined ? render(own.html, template.variables, true) : message.html,
  };
}

/** Checks a templates object (from JSON): only known kinds and fields, all strings. */
export function parseMailTemplates(value: unknown, source = 'mail templates'): MailTemplates {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${source}: expected a JSON object`);
  const templates: MailTemplates = {};
  for (const [kind, fields] of Object.entries(value)) {
    if (!(MAIL_KINDS as readonly string[]).includes(kind)) {
      throw new Error(`${source}: unknown mail "${kind}" (known: ${MAIL_KINDS.join(', ')})`);
    }
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
      throw new Error(`${source}: "${kind}" must be an object`);
    const template: MailTemplate = {};
    for (const [field, text] of Object.entries(fields as Record<string, unknown>)) {
      if (field !== 'subject' && field !== 'text' && field !== 'html')
        throw new Error(`${source}: "${kind}.${field}" is not subject, text or html`);
      if (typeof text !== 'string')
        throw new Error(`${source}: "${kind}.${field}" must be a string`);
      template[field] = text;
    }
    templates[kind as MailKind] = template;
  }
  return templates;
}

/** MAIL_TEMPLATES_PATH's templates, or undefined when unset. */
export function mailTemplatesFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): MailTemplates | undefined {
  const file = env.MAIL_TEMPLATES_PATH;
  if (!file) return undefined;
  return parseMailTemplates(JSON.parse(readFileSync(file, 'utf8')) as unknown, file);
}

/** 'Name <address>' (the name quoted when it needs to be), or the bare address without a name. */
export function senderWithName(address: string, name: string | undefined): string {
  if (!name) return address;
  const safe = /^[\p{L}\p{N} !#$%&'*+\-/=?^_`{|}~]+$/u.test(name)
    ? name
    : `"${name.replace(/["\\]/g, '\\$&')}"`;
  return `${safe} <${address}>`;
}
