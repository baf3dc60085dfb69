// The digest job, for any Supabase project (hosted or supabase-local): claim what is due through
// PostgREST with the service-role key, then mail each user. The claim marks the searches mailed
// before anything is sent (at most once, see the migration): a mail that fails is reported and
// not retried, so a run never mails anyone twice.
import type { Mailer } from '../mail/mailer.js';
import { composeDigestMail, type ClaimedDigest } from './compose-digest-mail.js';

export interface DigestRun {
  /** Users whose searches were claimed. */
  claimed: number;
  /** Mails SMTP accepted. */
  sent: number;
  /** Addresses whose mail failed (lost: already marked mailed). */
  failed: { email: string; error: string }[];
}

export interface SendDigestsOptions {
  /** The project's API URL (https://<ref>.supabase.co or supabase-local's). */
  supabaseUrl: string;
  /** The service-role key: only service_role may claim. Never ship it to a browser. */
  serviceRoleKey: string;
  /** The site the mail links to (SITE_URL). */
  siteUrl: string;
  mailer: Mailer;
}

export async function claimDigests(supabaseUrl: string, serviceRoleKey: string): Promise<ClaimedDigest[]> {
  const response = await fetch(new URL('/rest/v1/rpc/claim_saved_search_digests', supabaseUrl), {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: '{}',
  });
  if (!response.ok) {
    throw new Error(`claim_saved_search_digests answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as ClaimedDigest[];
}

export async function sendDigests({ supabaseUrl, serviceRoleKey, siteUrl, mailer }: SendDigestsOptions): Promise<DigestRun> {
  const due = await claimDigests(supabaseUrl, serviceRoleKey);
  const run: DigestRun = { claimed: due.length, sent: 0, failed: [] };
  for (const digest of due) {
    try {
      await mailer.send(composeDigestMail(digest, siteUrl));
      run.sent += 1;
    } catch (error) {
      run.failed.push({ email: digest.email, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return run;
}
