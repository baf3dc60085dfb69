// A runaway statement (a backtracking regex over the seeded descriptions) must never freeze the
// backend: on PostgreSQL statement_timeout cancels it, on PGlite the worker running it is
// terminated and PGlite reopened; either way the request gets 57014 and everything else goes on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_JWT_SECRET } from '../src/config.js';
import { openPglite } from '../src/db/pglite.js';
import { PgliteWorkerHost, spawnWorker } from '../src/db/pglite-worker-host.js';
import type { Db, QueryResult } from '../src/db/types.js';
import type { Worker } from 'node:worker_threads';
import { createKeys } from '../src/keys.js';
import { packageRoot } from '../src/paths.js';
import { startBackend, type BackendKind, type TestBackend } from './support/backend.js';

const TIMEOUT_MS = 1500;
// Backreferences make PostgreSQL's regex engine try every split of a ~120-character
// description: minutes of CPU for one short pattern, well within any parser limit.
const HOSTILE_PATTERN = '^(.*)(.*)(.*)(.*)(.*)\\5\\4\\3\\2\\1$';
const hostilePath = `/rest/v1/accommodations?select=id&description=match.${encodeURIComponent(HOSTILE_PATTERN)}`;
const HOSTILE_SQL = `select count(*) from generate_series(1, 20) where repeat('ab', 60) || '!' ~ '${HOSTILE_PATTERN}'`;

function timed<T>(work: Promise<T>) {
  const started = performance.now();
  return work.then((value) => ({ value, ms: performance.now() - started }));
}

describe.each<BackendKind>(['pglite', 'postgres'])('a runaway query on %s', (kind) => {
  let backend: TestBackend;
  const rest = (pathAndQuery: string, init: RequestInit = {}, key = backend.anonKey) =>
    fetch(`${backend.url}${pathAndQuery}`, {
      ...init,
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
    });

  beforeAll(async () => {
    backend = await startBackend(kind, { statementTimeoutMs: TIMEOUT_MS });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('a backtracking match filter as anon → 57014 in PostgREST shape, /health answers within 1 s meanwhile, committed rows survive', async () => {
    const { data: before, error } = await backend
      .service()
      .from('cut_off_scores')
      .insert({ career: 'Runaway', university: 'Universitat de València', city: 'Valencia', score: 5, course: '2025-26' })
      .select('id')
      .single();
    expect(error).toBeNull();

    const hostile = timed(rest(hostilePath));
    // Let the statement start spinning before probing the rest of the server.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const health = await timed(fetch(`${backend.url}/health`, { signal: AbortSignal.timeout(1000) }));
    expect(health.value.status).toBe(200);
    expect(health.ms).toBeLessThan(1000);

    const { value: res, ms } = await hostile;
    expect(res.status).toBe(500);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(ms).toBeLessThan(TIMEOUT_MS + 5000);

    // The committed row is there after the cancel (on PGlite: after the worker restart) and reads work.
    const read = await rest(`/rest/v1/cut_off_scores?select=career&id=eq.${before!.id}`);
    expect(read.status, await read.clone().text()).toBe(200);
    expect(await read.json()).toEqual([{ career: 'Runaway' }]);
  });

  it('the same attack five times, two at once → each answered with 57014, and the next read works', { timeout: 120_000 }, async () => {
    const answers = await Promise.all([rest(hostilePath), rest(hostilePath)].map((r) => r.then((res) => res.json())));
    for (const body of answers) expect(body).toMatchObject({ code: '57014' });
    for (let i = 0; i < 3; i++) expect(await (await rest(hostilePath)).json()).toMatchObject({ code: '57014' });
    const read = await rest('/rest/v1/cut_off_scores?select=id&limit=1');
    expect(read.status).toBe(200);
  });
});

describe('the PGlite worker', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'supabase-local-worker-'));
    db = await openPglite(dir, { statementTimeoutMs: TIMEOUT_MS, log: () => undefined });
    await db.exec('create table notes (id serial primary key, body text not null)');
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a runaway statement inside a transaction → 57014, its writes are rolled back, later statements in it get 25P02', async () => {
    let later: unknown;
    const outcome = await db
      .transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', ['lost with the transaction']);
        await tx.query(HOSTILE_SQL).catch(async (error: unknown) => {
          later = await tx.query('select 1').catch((e: unknown) => e);
          throw error;
        });
      })
      .catch((error: unknown) => error);
    expect(outcome).toMatchObject({ code: '57014' });
    expect(later).toMatchObject({ code: '25P02' });
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from notes');
    expect(rows[0]!.n).toBe(0);
  });

  it('a restart of the worker → committed rows survive and LISTEN keeps delivering', async () => {
    const payloads: string[] = [];
    const unlisten = await db.listen('worker_test', (payload) => payloads.push(payload));
    await db.query('insert into notes (body) values ($1)', ['committed']);
    await expect(db.query(HOSTILE_SQL)).rejects.toMatchObject({ code: '57014' });
    const { rows } = await db.query<{ body: string }>('select body from notes');
    expect(rows).toEqual([{ body: 'committed' }]);
    await db.query(`select pg_notify('worker_test', 'after restart')`);
    await expect.poll(() => payloads).toEqual(['after restart']);
    await unlisten();
  });

  it('a read-only transaction ended by its one statement (one hop), cut by the timeout → 57014; the next transaction on the new worker writes and reads', async () => {
    const read = db.transaction(async (tx) => {
      await tx.exec('set transaction read only');
      return tx.query(HOSTILE_SQL, [], { lastInReadOnly: true });
    });
    await expect(read).rejects.toMatchObject({ code: '57014' });
    // Neither the read-only mode nor an open transaction came along to the new worker.
    const written = await db.transaction(async (tx) => {
      await tx.query('insert into notes (body) values ($1)', ['after the one-hop read']);
      return tx.query<{ body: string }>('select body from notes where body = $1', ['after the one-hop read']);
    });
    expect(written.rows).toEqual([{ body: 'after the one-hop read' }]);
    const readOnly = await db.transaction(async (tx) => {
      await tx.exec('set transaction read only');
      return tx.query<{ n: number }>('select count(*)::int as n from notes where body = $1', ['after the one-hop read'], { lastInReadOnly: true });
    });
    expect(readOnly.rows).toEqual([{ n: 1 }]);
  });

  it('transactions waiting behind a runaway one-hop read → the read gets 57014, they run on the new worker', async () => {
    const read = db.transaction(async (tx) => {
      await tx.exec('set transaction read only');
      return tx.query(HOSTILE_SQL, [], { lastInReadOnly: true });
    });
    // The first is posted once the read's one message is, so it waits in the worker behind it;
    // the second follows once the first has posted its commit.
    const behind = [1, 2].map((n) =>
      db.transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', [`behind the runaway ${n}`]);
        return tx.query<{ n: number }>(`select count(*)::int as n from notes where body like 'behind the runaway %'`);
      }),
    );
    await expect(read).rejects.toMatchObject({ code: '57014' });
    expect((await Promise.all(behind)).map((result) => result.rows[0]!.n)).toEqual([1, 2]);
  });

  it('many transactions at once, one- and two-hop, beside statements outside any → none sees another’s settings', async () => {
    const tagged = (tag: string, oneHop: boolean) =>
      db.transaction(async (tx) => {
        await tx.query(`select set_config('test.tag', $1, true)`, [tag]);
        const { rows } = await tx.query<{ tag: string }>(`select current_setting('test.tag', true) as tag`, [], { lastInReadOnly: oneHop });
        return rows[0]!.tag;
      });
    const tags = Array.from({ length: 40 }, (_, i) => `t${i}`);
    // Interleaved: each statement outside a transaction is queued between two transactions.
    const outside: Promise<{ rows: { tag: string | null }[] }>[] = [];
    const inside = tags.map((tag, i) => {
      const transaction = tagged(tag, i % 2 === 0);
      outside.push(db.query<{ tag: string | null }>(`select nullif(current_setting('test.tag', true), '') as tag`));
      return transaction;
    });
    expect(await Promise.all(inside)).toEqual(tags);
    expect((await Promise.all(outside)).map((result) => result.rows[0]!.tag)).toEqual(tags.map(() => null));
  });

  it('reads waiting in the worker behind slow ones → each timed from when it runs, none cut', async () => {
    // Together 1.8 s, past the 1.5 s limit; each 0.6 s, within it. All three are in the worker at once.
    const reads = [1, 2, 3].map(() =>
      db.transaction(async (tx) => {
        await tx.exec('set transaction read only');
        return tx.query<{ n: number }>('select 1 as n from pg_sleep(0.6)', [], { lastInReadOnly: true });
      }),
    );
    expect((await Promise.all(reads)).map((result) => result.rows)).toEqual([[{ n: 1 }], [{ n: 1 }], [{ n: 1 }]]);
  });

  it('a transaction already ended by its last statement → a further statement in it is refused, and nothing is left open', async () => {
    const outcome = await db
      .transaction(async (tx) => {
        await tx.exec('set transaction read only');
        await tx.query('select 1', [], { lastInReadOnly: true });
        return tx.query('select 2');
      })
      .catch((error: unknown) => error);
    expect(outcome).toMatchObject({ message: 'The transaction already ended with its last statement' });
    // Not in the ended read-only transaction: a write commits.
    await db.query('insert into notes (body) values ($1)', ['after an ended transaction']);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from notes where body = $1', ['after an ended transaction']);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('a statement error in the worker → the same error fields (code, message) as in-process PGlite', async () => {
    await expect(db.query('select 1 / 0')).rejects.toMatchObject({ code: '22012', message: 'division by zero' });
  });
});

/** A host whose workers are kept, numbered from 1 in spawn order, with the ones that have opened PGlite. */
function recordingHost(dir: string, timeoutMs: number) {
  const workers: Worker[] = [];
  const opened: number[] = [];
  const host = new PgliteWorkerHost(
    () => ({ dataDir: dir, channels: [] }),
    () => undefined,
    timeoutMs,
    () => undefined,
    (init) => {
      const worker = spawnWorker(init);
      const n = workers.push(worker);
      // Registered before the host's own listener, so it is recorded before the host sees it.
      worker.on('message', (reply: { kind: string }) => {
        if (reply.kind === 'ready') opened.push(n);
      });
      return worker;
    },
  );
  const query = (sql: string) => host.call<QueryResult<{ n: number }>>({ op: 'query', sql, params: [], begin: false }, { timed: true });
  /** A call's error, with the workers that had opened when it came. */
  const failure = (call: Promise<unknown>) =>
    call.then(
      () => ({ error: undefined, opened: [...opened] }),
      (error: unknown) => ({ error, opened: [...opened] }),
    );
  return { host, workers, query, failure };
}

describe('a PGlite worker restarted under a call', () => {
  it('a statement past the timeout → its 57014 comes once the new worker has opened, so whoever gets it finds the database serving', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'supabase-local-worker-timeout-'));
    const { host, query, failure } = recordingHost(dir, TIMEOUT_MS);
    try {
      await host.start();
      await query('create table kept as select 1 as n');
      expect(await failure(query(HOSTILE_SQL))).toEqual({ error: expect.objectContaining({ code: '57014' }), opened: [1, 2] });
      expect((await query('select n from kept')).rows).toEqual([{ n: 1 }]);
    } finally {
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a PGlite worker that dies', () => {
  it('the worker exits under a statement → that statement gets 08006 (503) once the database has reopened, with its committed rows', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'supabase-local-worker-crash-'));
    const { host, workers, query, failure } = recordingHost(dir, 0);
    try {
      await host.start();
      await query('create table kept as select 1 as n');
      const inFlight = failure(query(HOSTILE_SQL));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Ended from outside, as a crash would end it: the host did not ask for it.
      await workers[0]!.terminate();
      expect(await inFlight).toEqual({ error: expect.objectContaining({ code: '08006' }), opened: [1, 2] });
      expect((await query('select n from kept')).rows).toEqual([{ n: 1 }]);
      expect(workers).toHaveLength(2);
    } finally {
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('SIGTERM while a runaway query runs', () => {
  it('the server is busy with a hostile regex → it still shuts down cleanly and releases the data directory', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-sigterm-'));
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(packageRoot, 'src', 'main.ts')], {
      env: { ...process.env, DATA_DIR: dataDir, SUPABASE_PORT: String(port), JWT_SECRET: DEV_JWT_SECRET, STATEMENT_TIMEOUT_MS: '3000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      while (!output.includes('supabase-local ready on')) {
        if (child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const { anonKey } = createKeys(DEV_JWT_SECRET);
      const hostile = fetch(`http://127.0.0.1:${port}${hostilePath}`, { headers: { apikey: anonKey } }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      child.kill('SIGTERM');
      const code = await timed(exited);
      expect(code.value).toBe(0);
      expect(code.ms).toBeLessThan(10_000);
      await hostile;
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
