// What the Realtime conformance tests do alike through supabase-js: join a channel and read its
// status, collect broadcasts, subscribe to postgres_changes, and wait for what arrives.
import type {
  RealtimeChannel,
  RealtimePostgresChangesPayload,
  SupabaseClient,
} from '@supabase/supabase-js';

/** Subscribes and answers the status it reached ('SUBSCRIBED', or the error with its message). */
export const joined = (channel: RealtimeChannel) =>
  new Promise<string>((resolve) => {
    channel.subscribe((status, error) => {
      resolve(error ? `${status}: ${error.message}` : status);
    });
  });

/** Collects a channel's broadcasts of `event`; `until(n)` waits (up to 10 s) for n of them. */
export function inbox(channel: RealtimeChannel, event: string) {
  const got: unknown[] = [];
  channel.on('broadcast', { event }, (message) => got.push(message.payload));
  return {
    got,
    until: async (n: number) => {
      const deadline = Date.now() + 10_000;
      while (got.length < n && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return got;
    },
  };
}

export type ChangePayload = RealtimePostgresChangesPayload<Record<string, unknown>>;

/** Subscribes to one event of a table (optionally filtered) and collects the payloads. */
export async function changes(
  client: SupabaseClient,
  name: string,
  { event, table, filter }: { event: 'INSERT' | 'DELETE'; table: string; filter?: string },
): Promise<ChangePayload[]> {
  const seen: ChangePayload[] = [];
  const channel = client
    .channel(name)
    .on(
      'postgres_changes',
      { event, schema: 'public', table, ...(filter ? { filter } : {}) },
      (payload: ChangePayload) => seen.push(payload),
    );
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status !== 'CLOSED') reject(error ?? new Error(status));
    }),
  );
  return seen;
}

/** Waits (up to 10 s) for `check`, failing with `what` it waited for. */
export const until = async (check: () => boolean, what: string) => {
  for (let waited = 0; !check(); waited += 50) {
    if (waited > 10_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
