// The CLI never serves other machines (or production) with the public development secrets, and a
// local first start generates its own secret and admin password, kept in DATA_DIR/secrets.json.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_ADMIN_EMAIL, DEV_JWT_SECRET } from '../src/config.js';
import { assertSafeSecrets } from '../src/auth/secrets.js';
import { createKeys } from '../src/keys.js';
import { buildDist, freePort, spawnCli, waitReady, type Child } from './support/cli.js';
import { nodeClient } from './support/client.js';

const STRONG = {
  JWT_SECRET: 'k'.repeat(16) + 'a-private-secret-of-40-chars',
  ADMIN_PASSWORD: 'Una-clave-de-admin-larga',
};
// Nothing from the test runner's environment decides for the CLI.
const CLEAN = {
  JWT_SECRET: undefined,
  ADMIN_PASSWORD: undefined,
  ADMIN_EMAIL: undefined,
  NODE_ENV: undefined,
  HOST: undefined,
};

describe('secrets of the CLI', () => {
  const dirs: string[] = [];
  const children: Child[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'supabase-local-secrets-'));
    dirs.push(dir);
    return dir;
  };
  const run = (env: Record<string, string | undefined>) => {
    const child = spawnCli({ ...CLEAN, RATE_LIMIT: 'off', ...env });
    children.push(child);
    return child;
  };

  beforeAll(() => buildDist());
  afterAll(async () => {
    for (const child of children) {
      if (child.process.exitCode === null) {
        child.process.kill('SIGKILL');
        await child.exited;
      }
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  for (const { name, env, where } of [
    { name: 'HOST=0.0.0.0', env: { HOST: '0.0.0.0' }, where: 'HOST=0.0.0.0' },
    {
      name: 'NODE_ENV=production',
      env: { HOST: '127.0.0.1', NODE_ENV: 'production' },
      where: 'NODE_ENV=production',
    },
  ]) {
    it(`with ${name} and no secrets it exits non-zero, says how to set them and writes none`, async () => {
      const dataDir = freshDir();
      const child = run({ ...env, DATA_DIR: dataDir, SUPABASE_PORT: String(await freePort()) });
      expect(await child.exited).toBe(1);
      expect(child.output()).toContain(`refusing to start with ${where}`);
      expect(child.output()).toContain('JWT_SECRET is unset or the public development default');
      expect(child.output()).toContain('ADMIN_PASSWORD is unset or the public development default');
      expect(child.output()).toContain('JWT_SECRET="$(openssl rand -base64 48)"');
      expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
    });
  }

  it('exposed, it also refuses the public secret given explicitly, a short one and a common admin password', async () => {
    const child = run({
      HOST: '0.0.0.0',
      DATA_DIR: freshDir(),
      SUPABASE_PORT: String(await freePort()),
      JWT_SECRET: DEV_JWT_SECRET,
      ADMIN_PASSWORD: 'password123',
    });
    expect(await child.exited).toBe(1);
    expect(child.output()).toContain('JWT_SECRET is unset or the public development default');
    expect(child.output()).toContain('ADMIN_PASSWORD is refused: Password is known to be weak');
    const exposed = { host: '0.0.0.0', adminPassword: STRONG.ADMIN_PASSWORD };
    expect(() => assertSafeSecrets({ ...exposed, jwtSecret: 'short-secret' }, {})).toThrow(
      'JWT_SECRET is shorter than 32 characters',
    );
    expect(() => assertSafeSecrets({ ...exposed, jwtSecret: STRONG.JWT_SECRET }, {})).not.toThrow();
  });

  it(
    'a first local start generates secrets.json (0600) and prints the admin password once; the next start reuses it',
    { timeout: 240_000 },
    async () => {
      const dataDir = freshDir();
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const env = { HOST: '127.0.0.1', DATA_DIR: dataDir, SUPABASE_PORT: String(port) };

      const first = run(env);
      await waitReady(first, url);
      const file = path.join(dataDir, 'secrets.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const stored = JSON.parse(readFileSync(file, 'utf8')) as {
        jwtSecret: string;
        adminPassword: string;
      };
      expect(stored.jwtSecret).not.toBe(DEV_JWT_SECRET);
      expect(stored.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(first.output()).toContain(`generated the JWT secret and admin password in ${file}`);
      expect(first.output()).toContain(`admin: ${DEV_ADMIN_EMAIL} / ${stored.adminPassword}`);
      const { anonKey } = createKeys(stored.jwtSecret);
      const config = (await (await fetch(`${url}/local/v1/config`)).json()) as { anonKey: string };
      expect(config.anonKey).toBe(anonKey);
      const signIn = await nodeClient(url, anonKey).auth.signInWithPassword({
        email: DEV_ADMIN_EMAIL,
        password: stored.adminPassword,
      });
      expect(signIn.error).toBeNull();
      first.process.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = run(env);
      await waitReady(second, url);
      expect(second.output()).not.toContain('generated');
      expect(second.output()).not.toContain(stored.adminPassword);
      const again = (await (await fetch(`${url}/local/v1/config`)).json()) as { anonKey: string };
      expect(again.anonKey).toBe(anonKey);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(stored);
      second.process.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    },
  );
});
