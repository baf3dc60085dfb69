// UniVida's layer of supabase-local: mail the saved-search digest every DIGEST_INTERVAL_MS through
// the server's own HTTP API and mailer (the configured SMTP server or the local catcher), the
// same code a cron runs against hosted Supabase. Skipped on a schema without the claim function.
import type { Db } from '../db/types.js';
import type { Mailer } from '../mail/mailer.js';
import { sendDigests, type DigestRun } from './send-digests.js';

export async function hasDigestClaim(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    "select to_regprocedure('public.claim_saved_search_digests()') is not null as found",
  );
  return rows[0]?.found === true;
}

export interface DigestSchedule {
  /** Runs the job now (also what each tick does); runs never overlap. */
  runNow(): Promise<DigestRun>;
  stop(): Promise<void>;
}

export function scheduleDigests(options: {
  intervalMs: number;
  supabaseUrl: string;
  serviceRoleKey: string;
  siteUrl: string;
  mailer: Mailer;
  log?: (message: string) => void;
}): DigestSchedule {
  const log = options.log ?? ((message: string) => console.log(message));
  let running: Promise<DigestRun> | undefined;
  const runNow = () => {
    running ??= sendDigests(options).finally(() => {
      running = undefined;
    });
    return running;
  };
  // setInterval takes at most 2^31-1 ms (about 24.8 days); longer would fire at once.
  const every = Math.min(options.intervalMs, 2 ** 31 - 1);
  const timer =
    every > 0
      ? setInterval(() => {
          runNow().then(
            (run) => {
              if (run.claimed > 0) log(`digest: ${run.sent} of ${run.claimed} mails sent`);
              for (const failure of run.failed) log(`digest: not sent to ${failure.email}: ${failure.error}`);
            },
            (error: unknown) => log(`digest failed: ${error instanceof Error ? error.message : String(error)}`),
          );
        }, every)
      : undefined;
  // A timer must not keep the process alive by itself.
  timer?.unref();
  return {
    runNow,
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
