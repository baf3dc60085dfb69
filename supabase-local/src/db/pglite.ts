import { transactionAbortedError } from './errors.js';
import { createQueue } from './pglite-queue.js';
import { PgliteWorkerHost, type Session } from './pglite-worker-host.js';
import type { PreludeStep } from './pglite-worker-protocol.js';
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

/**
 * PGlite in a directory (or in memory when dataDir is undefined — a restart then starts empty),
 * in a worker thread: the main thread stays free while a statement runs, and a runaway one is
 * stopped (see PgliteWorkerHost). Transactions run one at a time, queued (see createQueue).
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
  const queue = createQueue();

  async function transaction<T>(fn: (tx: SqlExec) => Promise<T>, release: () => void): Promise<T> {
    // Nothing is sent until the first statement: BEGIN and the scripts exec()'d before it (the
    // request context) travel with it, so a request costs two hops (statement, commit). A
    // script's error is therefore thrown by the statement (or commit) that carried it.
    let begun = false;
    // Ended by a statement that carried its own commit (lastInReadOnly).
    let ended = false;
    // Scripts and context statements since the last call, sent with the next one.
    let prelude: PreludeStep[] = [];
    const session: Session = {};
    // `last`: the transaction's final message; once posted, the next transaction may start.
    const call = <R>(op: Parameters<typeof host.call>[0], last = false) =>
      host.call<R>(op, { timed: true, session, lost: transactionAbortedError, posted: last ? release : undefined });
    const carry = () => {
      const carried = { begin: !begun, prelude: prelude.length > 0 ? prelude : undefined };
      begun = true;
      prelude = [];
      return carried;
    };
    const tx: SqlExec = {
      async query<R>(sql: string, params: unknown[] = [], opts?: QueryOptions) {
        if (ended) throw new Error('The transaction already ended with its last statement');
        if (opts?.context) {
          prelude.push({ sql, params });
          return { rows: [] };
        }
        if (!opts?.lastInReadOnly) return call<QueryResult<R>>({ op: 'query', sql, params, ...carry() });
        ended = true;
        return call<QueryResult<R>>({ op: 'query', sql, params, end: true, ...carry() }, true);
      },
      async exec(sql: string) {
        const last = prelude.length - 1;
        if (typeof prelude[last] === 'string') prelude[last] = `${prelude[last]};\n${sql}`;
        else prelude.push(sql);
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      // A transaction lost with its worker is already gone: nothing to roll back.
      if (begun && !ended) {
        ended = true;
        await call({ op: 'rollback' }, true).catch(() => undefined);
      }
      throw error;
    }
    if (ended) return result;
    // From here a stray statement of this transaction is refused, not run in the next one.
    ended = true;
    if (begun || prelude.length > 0) await call({ op: 'commit', ...carry() }, true);
    return result;
  }

  return {
    kind: 'pglite',
    // Outside a transaction a statement autocommits; it still goes through the prepared-statement path.
    query: <R>(sql: string, params: unknown[] = []) =>
      queue.alone(() => host.call<QueryResult<R>>({ op: 'query', sql, params, begin: false }, { timed: true })),
    exec: (sql: string) => queue.alone(() => host.call<void>({ op: 'script', sql }, { timed: false })),
    transaction: (fn) => queue.transaction((release) => transaction(fn, release)),
    async listen(channel, onPayload) {
      let callbacks = listeners.get(channel);
      if (!callbacks) {
        callbacks = new Set();
        listeners.set(channel, callbacks);
        await queue.alone(() => host.call({ op: 'listen', channel }, { timed: true }));
      }
      callbacks.add(onPayload);
      return async () => {
        callbacks.delete(onPayload);
        if (callbacks.size === 0 && listeners.get(channel) === callbacks) {
          listeners.delete(channel);
          await queue.alone(() => host.call({ op: 'unlisten', channel }, { timed: true }));
        }
      };
    },
    close: () => queue.alone(() => host.close()),
  };
}
