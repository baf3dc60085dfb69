#!/usr/bin/env node
// `npm run digest:send`: one run of the saved-search digest against any Supabase project, for a
// daily cron. SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SITE_URL and SMTP_HOST (SMTP_PORT,
// SMTP_USER, SMTP_PASS, SMTP_SENDER). Exit 1 when the claim fails or any mail was not accepted.
import { smtpFromEnv } from '../config.js';
import { createMailer } from '../mail/mailer.js';
import { sendDigests } from './send-digests.js';

const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SITE_URL } = process.env;
const smtp = smtpFromEnv();
const missing = [
  !SUPABASE_URL && 'SUPABASE_URL',
  !SUPABASE_SERVICE_ROLE_KEY && 'SUPABASE_SERVICE_ROLE_KEY',
  !SITE_URL && 'SITE_URL',
  !smtp && 'SMTP_HOST',
].filter(Boolean);
if (missing.length > 0 || !smtp) {
  console.error(`digest:send needs ${missing.join(', ')} (see supabase-local/README.md, "Saved-search digest")`);
  process.exit(1);
}

const mailer = createMailer(smtp);
try {
  const run = await sendDigests({
    supabaseUrl: SUPABASE_URL!,
    serviceRoleKey: SUPABASE_SERVICE_ROLE_KEY!,
    siteUrl: SITE_URL!,
    mailer,
  });
  console.log(`digest: ${run.sent} of ${run.claimed} mails sent`);
  for (const failure of run.failed) console.error(`digest: not sent to ${failure.email}: ${failure.error}`);
  process.exitCode = run.failed.length > 0 ? 1 : 0;
} catch (error) {
  console.error('digest failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  mailer.close();
}
