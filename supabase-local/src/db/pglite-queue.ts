/**
 * Orders work on PGlite, which is one session. A transaction starts once the one before it has
 * posted its last message: the worker runs messages in the order they arrive, so the next
 * transaction's first statement can wait in the worker instead of on a round trip through this
 * thread (the worker never idles between requests). Anything else (a statement or script outside
 * a transaction, LISTEN) starts once everything before it has finished, so only a transaction's
 * opening call ever waits in the worker behind another's (see PgliteWorkerHost's restart).
 */
export function createQueue() {
  // When the next transaction may start, and when everything queued so far has finished.
  let released: Promise<unknown> = Promise.resolve();
  let finished: Promise<unknown> = Promise.resolve();
  return {
    /** `work` calls `release` once its last message is posted (or never: its end releases too). */
    transaction<T>(work: (release: () => void) => Promise<T>): Promise<T> {
      let release!: () => void;
      const posted = new Promise<void>((resolve) => (release = resolve));
      const run = released.then(() => work(release));
      const settled = run.then(release, release);
      released = posted;
      finished = Promise.all([finished, settled]);
      return run;
    },
    alone<T>(work: () => Promise<T>): Promise<T> {
      const run = finished.then(work);
      released = finished = run.catch(() => undefined);
      return run;
    },
  };
}
