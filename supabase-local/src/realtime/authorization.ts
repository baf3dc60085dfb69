// Private channels, authorised the way Supabase Realtime does it (lib/realtime/tenants/
// authorization.ex): in one transaction that is always rolled back, the owner inserts a
// realtime.messages row per extension for the topic; then, as the caller's role and claims with
// realtime.topic() naming the topic, the rows RLS lets it SELECT say what it may receive, and
// whether RLS lets it INSERT such a row says what it may send.
import type { Db, JwtClaims, SqlExec } from '../db/types.js';
import { withRequestContext } from '../db/request-context.js';
import { INSUFFICIENT_PRIVILEGE, sqlState } from '../db/errors.js';

export interface Access {
  read: boolean;
  write: boolean;
}

export interface ChannelPolicies {
  broadcast: Access;
  presence: Access;
}

const EXTENSIONS = ['broadcast', 'presence'] as const;
type Extension = (typeof EXTENSIONS)[number];

export const policiesAll = (allowed: boolean): ChannelPolicies => ({
  broadcast: { read: allowed, write: allowed },
  presence: { read: allowed, write: allowed },
});

/** Carries the verdict out of the transaction, whose rollback discards every probe row. */
class Verdict extends Error {
  constructor(readonly policies: ChannelPolicies) {
    super('realtime authorization probe');
  }
}

async function mayInsert(tx: SqlExec, topic: string, extension: Extension): Promise<boolean> {
  await tx.exec('savepoint realtime_write_probe');
  try {
    await tx.query(
      `insert into realtime.messages (topic, extension, private) values ($1, $2, true)`,
      [topic, extension],
    );
    return true;
  } catch (error) {
    if (sqlState(error) === INSUFFICIENT_PRIVILEGE) return false;
    throw error;
  } finally {
    await tx.exec('rollback to savepoint realtime_write_probe');
  }
}

/** What `claims` may do on the private channel `topic` (the part after "realtime:"). */
export async function channelPolicies(
  db: Db,
  claims: JwtClaims,
  topic: string,
): Promise<ChannelPolicies> {
  const outcome = await withRequestContext<never>(db, claims, async (tx) => {
    // The probe rows are the owner's to write; RLS judges the caller only afterwards.
    await tx.exec('reset role');
    const { rows: probes } = await tx.query<{ id: string; extension: Extension }>(
      `insert into realtime.messages (topic, extension, private)
           values ($1, 'broadcast', true), ($1, 'presence', true)
           returning id::text, extension`,
      [topic],
    );
    // withRequestContext has already refused any role but anon/authenticated/service_role.
    await tx.exec(`set local role ${claims.role}`);
    await tx.query(`select set_config('realtime.topic', $1, true)`, [topic]);
    const { rows: readable } = await tx.query<{ extension: Extension }>(
      `select extension from realtime.messages where topic = $1 and (id = $2::uuid or id = $3::uuid)`,
      [topic, probes[0]!.id, probes[1]!.id],
    );
    const policies = policiesAll(false);
    for (const extension of EXTENSIONS) {
      policies[extension].read = readable.some((row) => row.extension === extension);
      policies[extension].write = await mayInsert(tx, topic, extension);
    }
    throw new Verdict(policies);
  }).catch((error: unknown) => error);
  if (outcome instanceof Verdict) return outcome.policies;
  throw outcome;
}
