import { defaultDataDir } from './paths.js';

export const DEV_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEV_ADMIN_EMAIL = 'admin@univida.es';
export const DEV_ADMIN_PASSWORD = 'UniVidaAdmin2026!';

export interface RateLimits {
  /** Requests per minute per IP; 0 disables the limit. */
  signupPerMinute: number;
  tokenPerMinute: number;
}

export interface ServerConfig {
  host: string;
  port: number;
  /** Public base URL (what browsers and stored image URLs use); derived from host/port if unset. */
  publicUrl?: string;
  jwtSecret: string;
  dataDir: string;
  /** PostgreSQL connection string; PGlite in dataDir when absent. */
  databaseUrl?: string;
  adminEmail: string;
  adminPassword: string;
  corsOrigins: string[];
  rateLimits: RateLimits;
  /** Access token lifetime in seconds. */
  jwtExpiry: number;
  logRequests: boolean;
}

function intFromEnv(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rateLimitOff = env.RATE_LIMIT === 'off';
  return {
    host: env.HOST || '127.0.0.1',
    port: intFromEnv(env.SUPABASE_PORT, 54321),
    publicUrl: env.SUPABASE_PUBLIC_URL || undefined,
    jwtSecret: env.JWT_SECRET || DEV_JWT_SECRET,
    dataDir: env.DATA_DIR || defaultDataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || DEV_ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD || DEV_ADMIN_PASSWORD,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    rateLimits: {
      signupPerMinute: rateLimitOff ? 0 : intFromEnv(env.RATE_LIMIT_SIGNUP_PER_MIN, 30),
      tokenPerMinute: rateLimitOff ? 0 : intFromEnv(env.RATE_LIMIT_TOKEN_PER_MIN, 120),
    },
    jwtExpiry: intFromEnv(env.JWT_EXPIRY, 3600),
    logRequests: env.LOG_REQUESTS === '1',
  };
}
