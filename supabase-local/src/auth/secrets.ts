import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEV_ADMIN_PASSWORD, DEV_JWT_SECRET } from '../config.js';
import { AuthError } from './errors.js';
import { assertStrongPassword } from './passwords.js';

/** The HS256 secret's minimum, as hosted Supabase asks. */
const MIN_JWT_SECRET_LENGTH = 32;
export const SECRETS_FILE = 'secrets.json';

interface Secrets {
  jwtSecret: string;
  adminPassword: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Reachable from other machines, or declared production: the public dev defaults are fatal there. */
export function isExposed(host: string, env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production' || !(LOOPBACK.has(host) || host.startsWith('127.'));
}

function problems({ jwtSecret, adminPassword }: Secrets): string[] {
  const found: string[] = [];
  if (jwtSecret === DEV_JWT_SECRET)
    found.push('JWT_SECRET is unset or the public development default');
  else if (jwtSecret.length < MIN_JWT_SECRET_LENGTH)
    found.push(`JWT_SECRET is shorter than ${MIN_JWT_SECRET_LENGTH} characters`);
  if (adminPassword === DEV_ADMIN_PASSWORD)
    found.push('ADMIN_PASSWORD is unset or the public development default');
  else {
    try {
      assertStrongPassword(adminPassword);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      found.push(`ADMIN_PASSWORD is refused: ${error.message}`);
    }
  }
  return found;
}

/**
 * Refuses to serve other machines (or production) with a known secret or admin password: anyone
 * could mint a service_role key or sign in as the admin.
 */
export function assertSafeSecrets(
  config: Secrets & { host: string },
  env: NodeJS.ProcessEnv = process.env,
): void {
  if (!isExposed(config.host, env)) return;
  const found = problems(config);
  if (found.length === 0) return;
  const where = env.NODE_ENV === 'production' ? 'NODE_ENV=production' : `HOST=${config.host}`;
  throw new Error(
    [
      `refusing to start with ${where}: ${found.join('; ')}.`,
      'Set your own before starting, for example:',
      '  JWT_SECRET="$(openssl rand -base64 48)" ADMIN_PASSWORD="<a long password of your own>"',
      'On localhost without NODE_ENV=production, a random pair is generated into DATA_DIR/secrets.json instead.',
    ].join('\n'),
  );
}

const generate = (): Secrets => ({
  jwtSecret: randomBytes(48).toString('base64url'),
  adminPassword: randomBytes(15).toString('base64url'),
});

function readSecrets(file: string): Secrets | undefined {
  if (!fs.existsSync(file)) return undefined;
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  if (typeof stored.jwtSecret !== 'string' || typeof stored.adminPassword !== 'string') {
    throw new Error(
      `${file} is not a secrets file (jwtSecret, adminPassword); remove it to generate a new one`,
    );
  }
  return { jwtSecret: stored.jwtSecret, adminPassword: stored.adminPassword };
}

/**
 * The CLI's secrets where the environment gives none: on a local start, from DATA_DIR/secrets.json,
 * generated (mode 0600) on the first start. Exposed starts never generate: they must be given their
 * own (assertSafeSecrets says how). configFromEnv reads the environment's.
 */
export function resolveSecrets(
  options: { host: string; dataDir: string },
  env: NodeJS.ProcessEnv = process.env,
): Partial<Secrets> & { generatedIn?: string } {
  if (isExposed(options.host, env) || (env.JWT_SECRET && env.ADMIN_PASSWORD)) return {};
  const file = path.join(options.dataDir, SECRETS_FILE);
  let stored = readSecrets(file);
  let generatedIn: string | undefined;
  if (!stored) {
    stored = generate();
    fs.mkdirSync(options.dataDir, { recursive: true });
    // 'wx': two first starts racing must not overwrite each other's secret.
    fs.writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    generatedIn = file;
  }
  return {
    ...(env.JWT_SECRET ? {} : { jwtSecret: stored.jwtSecret }),
    ...(env.ADMIN_PASSWORD ? {} : { adminPassword: stored.adminPassword }),
    generatedIn,
  };
}
