// The main thread's side of the PGlite worker: calls with a watchdog, and a new worker whenever
// the old one is terminated (a statement past the timeout) or dies. PGlite reopens from the data
// directory, so committed data survives and the open transaction is lost, as a cancelled one is.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { connectionLostError, statementTimeoutError } from './errors.js';
import type { WorkerInit, WorkerOp, WorkerReply } from './pglite-worker-protocol.js';

// A worker that does not finish closing in this time is terminated.
const CLOSE_TIMEOUT_MS = 5000;

interface CallOptions {
  timed: boolean;
  session?: Session;
  lost?: () => Error;
  /** Called once the op has been handed to the worker. */
  posted?: () => void;
}

interface Pending {
  op: WorkerOp;
  opts: CallOptions;
  /** opts.posted until the op is first posted (a restart may post it again). */
  posted?: () => void;
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

/** Binds statements to one worker incarnation: a transaction must not go on in a new one. */
export interface Session {
  generation?: number;
}

export function spawnWorker(workerData: WorkerInit): Worker {
  const entry = new URL(import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url);
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { workerData });
  // Running from source (tsx, vitest): the worker needs tsx's loader to import TypeScript.
  // require.resolve finds the CommonJS build of tsx/esm/api, which cannot register in a worker; its ESM twin can.
  const api = createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
  const tsx = pathToFileURL(api).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

export class PgliteWorkerHost {
  #worker!: Worker;
  #ready!: Promise<void>;
  #pending = new Map<number, Pending>();
  #nextId = 0;
  #generation = 0;
  #closed = false;
  /** Workers being terminated on purpose: their exit is no crash. */
  #retired = new WeakSet<Worker>();

  constructor(
    private readonly init: () => WorkerInit,
    private readonly onNotify: (channel: string, payload: string) => void,
    /** Longest a timed call may run before the worker is terminated; 0 = no limit. */
    private readonly timeoutMs: number,
    private readonly log: (message: string) => void,
    private readonly spawn: (init: WorkerInit) => Worker = spawnWorker,
  ) {}

  start(): Promise<void> {
    const worker = this.spawn(this.init());
    this.#worker = worker;
    this.#generation++;
    let failure: Error | undefined;
    let opened = false;
    this.#ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: WorkerReply) => {
        if (reply.kind !== 'ready') return this.#onReply(reply);
        opened = true;
        resolve();
      });
      worker.on('error', (error) => {
        failure = error;
        reject(error);
      });
      worker.on('exit', (code) => {
        reject(failure ?? new Error(`PGlite worker exited with code ${code} while opening`));
        // One that failed to open is retried by the next call, not in a loop here.
        if (!opened || worker !== this.#worker || this.#retired.has(worker) || this.#closed) return;
        this.log(`supabase-local: the database worker died (${failure?.message ?? `exit code ${code}`}); reopening it`);
        this.#replace(connectionLostError(failure?.message ?? `exit code ${code}`));
      });
    });
    return this.#ready;
  }

  /**
   * Runs one op in the worker. A timed op still running after the timeout is answered with
   * PostgreSQL's 57014 and its worker terminated; a `session` already bound to an earlier worker
   * gets `lost()` instead of running in the new one.
   */
  async call<R>(op: WorkerOp, opts: CallOptions): Promise<R> {
    if (this.#closed) throw new Error('The database is closed');
    const ready = this.#ready;
    // A worker that failed to open is tried again, once per call and never two at a time.
    await ready.catch(() => (ready === this.#ready ? this.start() : this.#ready));
    const { session } = opts;
    if (session) {
      if (session.generation === undefined) session.generation = this.#generation;
      else if (session.generation !== this.#generation) throw opts.lost!();
    }
    return new Promise<R>((resolve, reject) => this.#post({ op, opts, posted: opts.posted, resolve: resolve as (value: unknown) => void, reject }));
  }

  #post(pending: Pending) {
    const id = ++this.#nextId;
    // Posted first: an op that cannot be cloned throws here and leaves nothing behind.
    this.#worker.postMessage({ ...pending.op, id });
    // The worker runs calls in the order they were posted: the oldest in flight is the one
    // running, and only it is timed, so waiting behind a slow statement never counts as running.
    if (this.#pending.size === 0) this.#startTimer(pending);
    this.#pending.set(id, pending);
    const { posted } = pending;
    pending.posted = undefined;
    posted?.();
  }

  #startTimer(pending: Pending) {
    if (!pending.opts.timed || this.timeoutMs <= 0) return;
    pending.timer = setTimeout(() => {
      this.log(`supabase-local: a statement ran past ${this.timeoutMs} ms; restarting the database worker`);
      this.#replace(statementTimeoutError());
    }, this.timeoutMs);
  }

  /** Closes PGlite in the worker (terminating it if it does not finish) and stops restarting. */
  async close(): Promise<void> {
    if (this.#closed) return;
    const ready = await this.#ready.then(() => true, () => false);
    // After the wait: a restart in progress has put its new worker in place.
    const worker = this.#worker;
    this.#closed = true;
    if (!ready) return void (await worker.terminate());
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage({ op: 'close', id: ++this.#nextId });
    const timer = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
    this.#failAll(new Error('The database is closed'));
  }

  #onReply(reply: Exclude<WorkerReply, { kind: 'ready' }>) {
    if (reply.kind === 'notify') return this.onNotify(reply.channel, reply.payload);
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    clearTimeout(pending.timer);
    const next = this.#pending.values().next();
    if (!next.done) this.#startTimer(next.value);
    if (reply.kind === 'result') pending.resolve(reply.result);
    else pending.reject(Object.assign(new Error(reply.error.message), reply.error));
  }

  /**
   * Terminates the worker and, once it is gone (two PGlite instances must never share the data
   * directory), starts a new one; the call in flight is answered with `error` once that one is
   * open (or failed to open): whoever gets a 57014 or 08006 finds the database serving again,
   * whether its transaction had more to send (a rollback waits for the new worker anyway) or not.
   * The worker runs calls in the order they were posted, so the others were still waiting their
   * turn. Those that open a transaction with a statement (see pglite.ts's queue: nothing else waits
   * in the worker) run on the new worker: none can have committed anything (a one-hop read's is
   * read only). Any other is answered with `error` too.
   */
  #replace(error: Error) {
    const old = this.#worker;
    this.#retired.add(old);
    const [running, ...waiting] = this.#takeAll();
    this.#ready = old.terminate().then(() => this.start());
    this.#ready.then(
      () => {
        running?.reject(error);
        for (const pending of waiting) {
          if (pending.op.op !== 'query' || !pending.op.begin) {
            pending.reject(error);
            continue;
          }
          if (pending.opts.session) pending.opts.session.generation = this.#generation;
          try {
            this.#post(pending);
          } catch (postError) {
            pending.reject(postError as Error);
          }
        }
      },
      (startError: unknown) => {
        this.log(`supabase-local: the database worker did not reopen: ${(startError as Error).message}`);
        for (const pending of [running, ...waiting]) pending?.reject(error);
      },
    );
  }

  /** Takes every call in flight off the books (a late reply of a retired worker then finds none). */
  #takeAll(): Pending[] {
    const taken = [...this.#pending.values()];
    for (const pending of taken) clearTimeout(pending.timer);
    this.#pending.clear();
    return taken;
  }

  #failAll(error: Error) {
    for (const pending of this.#takeAll()) pending.reject(error);
  }
}
