// Vitest global setup for test suites that exercise data code against the real backend:
// supabase-local over a fresh PGlite (migrations and seed applied), started once per package run
// on a free port. Tests read where it is with `inject('testBackend')`
// (clients: @univida/shared-testing/backend).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../src/server.js';
import type { TestProject } from 'vitest/node';
import { TEST_ADMIN, type TestBackendInfo } from './vitest-backend-info.js';

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'univida-unit-backend-'));
  const server = await startServer({
    port: 0,
    dataDir,
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    // Every test signs its own users up; the per-IP limits are not what these tests are about.
    rateLimits: { signupPerMinute: 0, tokenPerMinute: 0 },
  });
  const info: TestBackendInfo = {
    url: server.url,
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
  };
  project.provide('testBackend', info);
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
