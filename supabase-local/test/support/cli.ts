// The built CLI (dist/main.js) as a child process, for the tests that need a real process: crash
// safety, and the refusal to start with public secrets.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { packageRoot } from '../../src/paths.js';

/** Compiles src/ to dist/ (what `node dist/main.js` runs). */
export function buildDist() {
  execFileSync(
    process.execPath,
    [
      path.join(packageRoot, '..', 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      'tsconfig.build.json',
    ],
    {
      cwd: packageRoot,
      stdio: 'pipe',
    },
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Child {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs dist/main.js with `env` over this process's environment (an `undefined` value unsets it). */
export function spawnCli(env: Record<string, string | undefined>): Child {
  const child = spawn(process.execPath, [path.join(packageRoot, 'dist', 'main.js')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

export async function waitReady(child: Child, url: string) {
  const deadline = Date.now() + 120_000;
  while (!child.output().includes(`supabase-local ready on ${url}`)) {
    if (Date.now() > deadline || child.process.exitCode !== null)
      throw new Error(`server did not start:\n${child.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
