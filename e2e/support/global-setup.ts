// Starts the composed site from its production builds on fresh temporary data (building what is
// stale first), plus a control API the outage specs use to stop and restart a remote's server or
// the backend (which keeps its data dir).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { testAdminEnv } from '../../scripts/lib/accounts.mjs';
import { buildStale } from '../../scripts/lib/build.mjs';
import { snapshotDists, startStack } from '../../scripts/lib/stack.mjs';
import { authDir, controlPort, origin, ports, previewPort } from './env';

export default async function globalSetup() {
  await buildStale({ log: (line: string) => console.log(`[e2e] ${line}`) });
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'univida-e2e-'));
  const dataDir = path.join(workDir, 'db');
  // Serve a copy of the builds: a rebuild during the run must not pull files from under it.
  const distDir = snapshotDists(path.join(workDir, 'dist'));
  process.env.UNIVIDA_E2E_DIST = path.join(workDir, 'dist');
  fs.rmSync(authDir, { recursive: true, force: true });
  const stack = await startStack({
    ports,
    dataDir,
    distDir,
    previewOrigins: [origin(previewPort)],
    backendEnv: { RATE_LIMIT: 'off', ...testAdminEnv() },
  });
  const preview = await stack.servePreview('mf_housing', previewPort);

  // POST /remotes/<name>/stop | /remotes/<name>/start | /backend/stop | /backend/start
  const control = http.createServer((req, res) => {
    const remote = /^\/remotes\/(\w+)\/(stop|start)$/.exec(req.url ?? '');
    const backend = /^\/backend\/(stop|start)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !(remote || backend)) {
      res.writeHead(404).end();
      return;
    }
    const run = remote
      ? remote[2] === 'stop'
        ? stack.stopRemote(remote[1])
        : stack.startRemote(remote[1])
      : backend![1] === 'stop'
        ? stack.stopBackend()
        : stack.startBackend();
    run.then(
      () => res.writeHead(204).end(),
      (error: Error) => res.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));
  console.log(`[e2e] UniVida listo en ${stack.url} (datos en ${dataDir})`);

  return async () => {
    control.close();
    await preview.close();
    await stack.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
