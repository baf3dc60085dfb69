import { defaultDataDir } from './paths.js';
import { DEFAULT_REST_LIMITS } from './rest/limits.js';
import type { RestLimits } from './rest/types.js';
import type { SmtpSettings } from './mail/mailer.js';
import { mailTemplatesFromEnv, senderWithName, type MailTemplates } from './mail/templates.js';
import { DEFAULT_REALTIME_OPTIONS, type RealtimeOptions } from './realtime/options.js';
import type { JWK } from 'jose';
import { signingKeysFromEnv } from './auth/signing-keys.js';

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

/** GoTrue's switches for sign-up and the email provider (its env names without GOTRUE_). */
export interface AuthSettings {
  /** DISABLE_SIGNUP: only the admin API creates users. */
  disableSignup: boolean;
  /** EXTERNAL_EMAIL_ENABLED (default true): email sign-up, sign-in and recovery. */
  emailEnabled: boolean;
  /** SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: a session over 24 h old needs a reauthentication nonce to change the password. */
  passwordChangeNeedsReauthentication: boolean;
  /** MAILER_SECURE_EMAIL_CHANGE_ENABLED (default true): an email change also mails the current address. */
  secureEmailChange: boolean;
}

export interface ServerConfig {
  host: string;
  port: number;
  /** Public base URL (what browsers and stored image URLs use); derived from host/port if unset. */
  publicUrl?: string;
  /** Where auth email links lead by default (GoTrue's SITE_URL); SITE_URL, else the first CORS origin. */
  siteUrl?: string;
  /** SMTP server for auth emails (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SENDER); the local catcher when unset. */
  smtp?: SmtpSettings;
  /** The project's auth mail subjects and bodies (MAIL_TEMPLATES_PATH); GoTrue's English when unset. */
  mailTemplates?: MailTemplates;
  /**
   * From of the local catcher's mail (SMTP_SENDER with SMTP_SENDER_NAME, as for SMTP);
   * 'no-reply@supabase-local.test' when unset.
   */
  catcherSender?: string;
  /**
   * How often UniVida's saved-search digest is mailed (DIGEST_INTERVAL_MS, default a day; 0 = never).
   * Only where the schema has claim_saved_search_digests and there is a mailer.
   */
  digestIntervalMs: number;
  jwtSecret: string;
  /**
   * Private JWKs (RS256/ES256) that sign and verify access tokens (JWT_KEYS / JWT_KEYS_PATH);
   * unset: DATA_DIR/signing-keys.json, generated once; [] signs sessions with the HS256 secret.
   */
  signingKeys?: JWK[];
  dataDir: string;
  /** PostgreSQL connection string; PGlite in dataDir when absent. */
  databaseUrl?: string;
  /** The project's migrations (MIGRATIONS_DIR) and seed (SEED_PATH); UniVida's supabase/ when unset. */
  migrationsDir?: string;
  seedPath?: string;
  adminEmail: string;
  adminPassword: string;
  corsOrigins: string[];
  rateLimits: RateLimits;
  auth: AuthSettings;
  /** Access token lifetime in seconds. */
  jwtExpiry: number;
  logRequests: boolean;
  /** Longest one statement of a request may run, in ms (STATEMENT_TIMEOUT_MS; 0 = no limit): then 57014. */
  statementTimeoutMs: number;
  /** What one /rest/v1 request may cost (REST_MAX_*; see the README). */
  restLimits: RestLimits;
  /** Schemas /rest/v1 exposes (REST_SCHEMAS, comma separated; the first is the default profile). */
  restSchemas: string[];
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

/** Each numeric limit from its environment variable, or its default. */
function limitsFromEnv<Limits extends { [Key in keyof Limits]: number }>(
  env: NodeJS.ProcessEnv,
  defaults: Limits,
  names: { [Key in keyof Limits]: string },
): Limits {
  const keys = Object.keys(names) as (keyof Limits)[];
  return Object.fromEntries(
    keys.map((key) => [key, limitFromEnv(env[names[key]], defaults[key])]),
  ) as Limits;
}

const restLimitsFromEnv = (env: NodeJS.ProcessEnv): RestLimits =>
  limitsFromEnv(env, DEFAULT_REST_LIMITS, {
    maxUrlLength: 'REST_MAX_URL_LENGTH',
    maxBodyBytes: 'REST_MAX_BODY_BYTES',
    maxRowsPerWrite: 'REST_MAX_ROWS_PER_WRITE',
    maxFilters: 'REST_MAX_FILTERS',
    maxFilterValueLength: 'REST_MAX_FILTER_VALUE_LENGTH',
    maxPatternLength: 'REST_MAX_PATTERN_LENGTH',
    maxInListLength: 'REST_MAX_IN_LIST',
    maxLogicDepth: 'REST_MAX_LOGIC_DEPTH',
    maxEmbedDepth: 'REST_MAX_EMBED_DEPTH',
    maxSelectLength: 'REST_MAX_SELECT_LENGTH',
    maxOrderTerms: 'REST_MAX_ORDER_TERMS',
  });

function realtimeOptionsFromEnv(env: NodeJS.ProcessEnv): RealtimeOptions {
  const { privateOnly: _privateOnly, ...numeric } = DEFAULT_REALTIME_OPTIONS;
  return {
    ...limitsFromEnv(env, numeric, {
      maxFrameBytes: 'REALTIME_MAX_FRAME_BYTES',
      maxChannelsPerSocket: 'REALTIME_MAX_CHANNELS_PER_SOCKET',
      maxMessagesPerSecond: 'REALTIME_MAX_MESSAGES_PER_SECOND',
      maxSocketsPerAddress: 'REALTIME_MAX_SOCKETS_PER_IP',
    }),
    privateOnly: env.REALTIME_PRIVATE_ONLY !== 'false',
  };
}

/** SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SENDER; undefined without a host. */
export function smtpFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpSettings | undefined {
  if (!env.SMTP_HOST) return undefined;
  return {
    host: env.SMTP_HOST,
    port: intFromEnv(env.SMTP_PORT, 587),
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
    sender: senderWithName(env.SMTP_SENDER || 'no-reply@univida.es', env.SMTP_SENDER_NAME || undefined),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rateLimitOff = env.RATE_LIMIT === 'off';
  return {
    host: env.HOST || '127.0.0.1',
    port: intFromEnv(env.SUPABASE_PORT, 54321),
    publicUrl: env.SUPABASE_PUBLIC_URL || undefined,
    siteUrl: env.SITE_URL || undefined,
    smtp: smtpFromEnv(env),
    mailTemplates: mailTemplatesFromEnv(env),
    catcherSender: env.SMTP_SENDER || env.SMTP_SENDER_NAME
      ? senderWithName(env.SMTP_SENDER || 'no-reply@supabase-local.test', env.SMTP_SENDER_NAME || undefined)
      : undefined,
    digestIntervalMs: intFromEnv(env.DIGEST_INTERVAL_MS, DAY_MS),
    jwtSecret: env.JWT_SECRET || DEV_JWT_SECRET,
    signingKeys: signingKeysFromEnv(env),
    dataDir: env.DATA_DIR || defaultDataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    migrationsDir: env.MIGRATIONS_DIR || undefined,
    seedPath: env.SEED_PATH || undefined,
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
    auth: {
      disableSignup: env.DISABLE_SIGNUP === 'true',
      emailEnabled: env.EXTERNAL_EMAIL_ENABLED !== 'false',
      passwordChangeNeedsReauthentication: env.SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION === 'true',
      secureEmailChange: env.MAILER_SECURE_EMAIL_CHANGE_ENABLED !== 'false',
    },
    jwtExpiry: intFromEnv(env.JWT_EXPIRY, 3600),
    logRequests: env.LOG_REQUESTS === '1',
    // Supabase's default for the authenticated role.
    statementTimeoutMs: intFromEnv(env.STATEMENT_TIMEOUT_MS, 8000),
    restLimits: restLimitsFromEnv(env),
    restSchemas: (env.REST_SCHEMAS ?? 'public')
      .split(',')
      .map((schema) => schema.trim())
      .filter(Boolean),
    realtime: realtimeOptionsFromEnv(env),
  };
}
