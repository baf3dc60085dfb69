import { defaultDataDir } from './paths.js';
import { DEFAULT_REST_LIMITS } from './rest/limits.js';
import type { RestLimits } from './rest/types.js';
import { DEFAULT_REALTIME_OPTIONS, type RealtimeOptions } from './realtime/options.js';

// Public defaults for tests that start the server in-process on loopback. The CLI never falls back to
// them (it generates DATA_DIR/secrets.json), and startServer refuses them when exposed (auth/secrets.ts).
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
  /** Longest one statement of a request may run, in ms (STATEMENT_TIMEOUT_MS; 0 = no limit): then 57014. */
  statementTimeoutMs: number;
  /** What one /rest/v1 request may cost (REST_MAX_*; see the README). */
  restLimits: RestLimits;
  /** Realtime caps and the private-only setting (REALTIME_*; see the README). */
  realtime: RealtimeOptions;
}

function intFromEnv(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/** A limit must stay positive: 0 or garbage falls back to the default rather than refusing all. */
function limitFromEnv(value: string | undefined, fallback: number): number {
  return intFromEnv(value, 0) || fallback;
}

function restLimitsFromEnv(env: NodeJS.ProcessEnv): RestLimits {
  const d = DEFAULT_REST_LIMITS;
  return {
    maxUrlLength: limitFromEnv(env.REST_MAX_URL_LENGTH, d.maxUrlLength),
    maxBodyBytes: limitFromEnv(env.REST_MAX_BODY_BYTES, d.maxBodyBytes),
    maxRowsPerWrite: limitFromEnv(env.REST_MAX_ROWS_PER_WRITE, d.maxRowsPerWrite),
    maxFilters: limitFromEnv(env.REST_MAX_FILTERS, d.maxFilters),
    maxFilterValueLength: limitFromEnv(env.REST_MAX_FILTER_VALUE_LENGTH, d.maxFilterValueLength),
    maxPatternLength: limitFromEnv(env.REST_MAX_PATTERN_LENGTH, d.maxPatternLength),
    maxInListLength: limitFromEnv(env.REST_MAX_IN_LIST, d.maxInListLength),
    maxLogicDepth: limitFromEnv(env.REST_MAX_LOGIC_DEPTH, d.maxLogicDepth),
    maxEmbedDepth: limitFromEnv(env.REST_MAX_EMBED_DEPTH, d.maxEmbedDepth),
    maxSelectLength: limitFromEnv(env.REST_MAX_SELECT_LENGTH, d.maxSelectLength),
    maxOrderTerms: limitFromEnv(env.REST_MAX_ORDER_TERMS, d.maxOrderTerms),
  };
}

function realtimeOptionsFromEnv(env: NodeJS.ProcessEnv): RealtimeOptions {
  const d = DEFAULT_REALTIME_OPTIONS;
  return {
    maxFrameBytes: limitFromEnv(env.REALTIME_MAX_FRAME_BYTES, d.maxFrameBytes),
    maxChannelsPerSocket: limitFromEnv(env.REALTIME_MAX_CHANNELS_PER_SOCKET, d.maxChannelsPerSocket),
    maxMessagesPerSecond: limitFromEnv(env.REALTIME_MAX_MESSAGES_PER_SECOND, d.maxMessagesPerSecond),
    maxSocketsPerAddress: limitFromEnv(env.REALTIME_MAX_SOCKETS_PER_IP, d.maxSocketsPerAddress),
    privateOnly: env.REALTIME_PRIVATE_ONLY !== 'false',
  };
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
    // Supabase's default for the authenticated role.
    statementTimeoutMs: intFromEnv(env.STATEMENT_TIMEOUT_MS, 8000),
    restLimits: restLimitsFromEnv(env),
    realtime: realtimeOptionsFromEnv(env),
  };
}
