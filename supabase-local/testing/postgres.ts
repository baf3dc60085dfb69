// A throwaway PostgreSQL 15 cluster for tests: initdb in a temp dir, start on a free port,
// remove everything on stop. initdb refuses to run as root, so the cluster runs as `postgres`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin';

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust auth, superuser). */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'univida-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : `${BIN}/${cmd}`,
      asRoot ? ['-u', 'postgres', '--', `${BIN}/${cmd}`, ...args] : args,
      {
        stdio: 'pipe',
      },
    );

  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  run('initdb', [
    '-D',
    dir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  run('pg_ctl', [
    '-D',
    dir,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);

  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
