// The PGlite worker: PGlite runs here, off the main thread, so a runaway statement spins this
// thread only — the main thread keeps answering and can terminate it (see pglite.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions as extensions } from './pglite-extensions.js';
import { createPgliteSession } from './pglite-session.js';
import type { ErrorFields, WorkerInit, WorkerReply, WorkerRequest } from './pglite-worker-protocol.js';

const port = parentPort!;
const init = workerData as WorkerInit;
const post = (reply: WorkerReply) => port.postMessage(reply);

const pg = await PGlite.create(init.dataDir ? { dataDir: init.dataDir, extensions } : { extensions });
const wire = createPgliteSession(pg);
const unlisten = new Map<string, () => Promise<void>>();

async function listen(channel: string) {
  if (unlisten.has(channel)) return;
  unlisten.set(channel, await pg.listen(channel, (payload) => post({ kind: 'notify', channel, payload })));
}

function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string;
  }
  return fields;
}

async function run(request: WorkerRequest) {
  switch (request.op) {
    case 'query':
      if (request.end) return wire.queryAndCommit(request.sql, request.params, request);
      await wire.open(request);
      return wire.session.query(request.sql, request.params);
    case 'script':
      await pg.exec(request.sql);
      return undefined;
    case 'commit':
      return wire.commit(request);
    case 'rollback':
      return wire.rollback();
    case 'listen':
      return listen(request.channel);
    case 'unlisten':
      await unlisten.get(request.channel)?.();
      unlisten.delete(request.channel);
      return undefined;
    case 'close':
      await pg.close();
      // Ends this thread; the main thread waits for the exit.
      return process.exit(0);
  }
}

for (const channel of init.channels) await listen(channel);

// One request at a time, in arrival order: PGlite is one session.
let queue = Promise.resolve();
port.on('message', (request: WorkerRequest) => {
  queue = queue.then(async () => {
    try {
      const result = await run(request);
      post({ kind: 'result', id: request.id, result: result ?? undefined });
    } catch (error) {
      // A trap inside the WASM module leaves PGlite unusable: die, and the main thread reopens it.
      if (error instanceof WebAssembly.RuntimeError) throw error;
      post({ kind: 'error', id: request.id, error: errorFields(error) });
    }
  });
});
post({ kind: 'ready' });
