import { transactionAbortedError } from './errors.js';
import { PgliteWorkerHost, type Session } from './pglite-worker-host.js';
import type { Db, QueryOptions, QueryResult, SqlExec } from './types.js';

export interface PgliteOptions {
  /**
   * Longest a statement may run (ms; 0 or absent = no limit). PGlite's own statement_timeout
   * never fires in WASM (no timer signals), so the worker running past it is terminated and
   * PGlite reopened. Scripts (migrations, seed) are not limited.
   */
  statementTimeoutMs?: number;
  log?: (message: string) => void;
}

/** Serializes async work: PGlite is one session, so one transaction (or statement) at a time. */
function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * PGlite in a directory (or in memory when dataDir is undefined — a restart then starts empty),
 * in a worker thread: the main thread stays free while a statement runs, and a runaway one is
 * stopped (see PgliteWorkerHost). Transactions run one at a time, queued.
 */
export async function openPglite(dataDir: string | undefined, opts: PgliteOptions = {}): Promise<Db> {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const host = new PgliteWorkerHost(
    () => ({ dataDir, channels: [...listeners.keys()] }),
    (channel, payload) => {
      for (const callback of listeners.get(channel) ?? []) callback(payload);
    },
    opts.statementTimeoutMs ?? 0,
    opts.log ?? ((message) => console.error(message)),
  );
  await host.start();
  const exclusive = createQueue();

  async function transaction<T>(fn: (tx: SqlExec) => Promise<T>): Promise<T> {
    // Nothing is sent until the first statement: BEGIN and the scripts exec()'d before it (the
    // request context) travel with it, so a request costs two hops (statement, commit). A
    // script's error is therefore thrown by the statement (or commit) that carried it.
    let begun = false;
    // Ended by a statement that carried its own commit (lastInReadOnly).
    let ended = false;
    let prelude: string | undefined;
    const session: Session = {};
    const call = <R>(op: Parameters<typeof host.call>[0]) =>
      host.call<R>(op, { timed: true, session, lost: transactionAbortedError });
    const carry = () => {
      const carried = { begin: !begun, prelude };
      begun = true;
      prelude = undefined;
      return carried;
    };
    const tx: SqlExec = {
      async query<R>(sql: string, params: unknown[] = [], opts?: QueryOptions) {
        if (ended) throw new Error('The transaction already ended with its last statement');
        if (!opts?.lastInReadOnly) return call<QueryResult<R>>({ op: 'query', sql, params, ...carry() });
        ended = true;
        return call<QueryResult<R>>({ op: 'query', sql, params, end: true, ...carry() });
      },
      async exec(sql: string) {
        prelude = prelude === undefined ? sql : `${prelude};\n${sql}`;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      // A transaction lost with its worker is already gone: nothing to roll back.
      if (begun && !ended) await call({ op: 'rollback' }).catch(() => undefined);
      throw error;
    }
    if (ended) return result;
    if (begun || prelude !== undefined) await call({ op: 'commit', ...carry() });
    return result;
  }

  return {
    kind: 'pglite',
    // Outside a transaction a statement autocommits; it still goes through the prepared-statement path.
    query: <R>(sql: string, params: unknown[] = []) =>
      exclusive(() => host.call<QueryResult<R>>({ op: 'query', sql, params, begin: false }, { timed: true })),
    exec: (sql: string) => exclusive(() => host.call<void>({ op: 'script', sql }, { timed: false })),
    transaction: (fn) => exclusive(() => transaction(fn)),
    async listen(channel, onPayload) {
      let callbacks = listeners.get(channel);
      if (!callbacks) {
        callbacks = new Set();
        listeners.set(channel, callbacks);
        await exclusive(() => host.call({ op: 'listen', channel }, { timed: true }));
      }
      callbacks.add(onPayload);
      return async () => {
        callbacks.delete(onPayload);
        if (callbacks.size === 0 && listeners.get(channel) === callbacks) {
          listeners.delete(channel);
          await exclusive(() => host.call({ op: 'unlisten', channel }, { timed: true }));
        }
      };
    },
    close: () => exclusive(() => host.close()),
  };
}
