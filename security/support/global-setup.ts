// Starts the composed site as `npm start` serves it (supabase-local as its own process, the
// production builds on their own origins) on fresh data and private ports, for the attack suite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { portsFrom, remotes } from '../../scripts/lib/apps.mjs';
import { buildStale } from '../../scripts/lib/build.mjs';
import { snapshotDists, startStack } from '../../scripts/lib/stack.mjs';
import { createKeys } from '@univida/supabase-local/keys';
import { JWT_SECRET, type StackInfo } from './stack-info.js';

const base = Number(process.env.SECURITY_PORT_BASE ?? 4400);
const ports = portsFrom(base, Number(process.env.SECURITY_SUPABASE_PORT ?? 54441));

// Seed tables whose committed rows no attack may remove (checked again by zz-resilience).
const GUARDED_TABLES = [
  'profiles',
  'cut_off_scores',
  'accommodations',
  'favorites',
  'leisure_spots',
  'leisure_spot_ratings',
  'events',
  'event_participants',
  'news',
  'conversations',
  'messages',
];

async function countRows({ backendUrl, serviceRoleKey }: StackInfo) {
  const counts: Record<string, number> = {};
  for (const table of GUARDED_TABLES) {
    const res = await fetch(`${backendUrl}/rest/v1/${table}?select=*`, {
      method: 'HEAD',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, Prefer: 'count=exact' },
    });
    const total = Number(res.headers.get('content-range')?.split('/')[1]);
    if (!res.ok || !Number.isFinite(total)) throw new Error(`cannot count ${table}: ${res.status}`);
    counts[table] = total;
  }
  return counts;
}

export default async function globalSetup(project: TestProject) {
  await buildStale({ log: (line: string) => console.log(`[security] ${line}`) });
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'univida-security-'));
  const stack = await startStack({
    ports,
    dataDir: path.join(workDir, 'db'),
    distDir: snapshotDists(path.join(workDir, 'dist')),
    backendEnv: { JWT_SECRET, RATE_LIMIT: 'off' },
  });
  const { serviceRoleKey } = createKeys(JWT_SECRET);
  const info: StackInfo = {
    backendUrl: stack.backendUrl,
    anonKey: stack.anonKey,
    serviceRoleKey,
    jwtSecret: JWT_SECRET,
    shellUrl: `http://127.0.0.1:${ports.shell}`,
    remoteUrls: Object.fromEntries(remotes.map((r) => [r.name, `http://127.0.0.1:${ports[r.name]}`])),
    workDir,
  };
  fs.writeFileSync(path.join(workDir, 'counts-before.json'), JSON.stringify(await countRows(info)));
  project.provide('stack', info);
  return async () => {
    await stack.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
