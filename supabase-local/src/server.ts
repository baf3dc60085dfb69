import net from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { configFromEnv, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, type ServerConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { withPostgresSession } from './db/postgres.js';
import { applyMigrations } from './db/migrate.js';
import type { Db } from './db/types.js';
import { createJwtVerifier, createKeys, signJwt } from './keys.js';
import { asymmetricSigner, importSigningKeys, signingKeysFromDataDir } from './auth/signing-keys.js';
import { seedStorageDir } from './paths.js';
import { authRoutes } from './auth/routes.js';
import { assertSafeSecrets } from './auth/secrets.js';
import { ensureAdminAccount, hasUniVidaProfiles } from './auth/accounts.js';
import { setupAdminRoute } from './auth/setup-admin-route.js';
import type { TokenSettings } from './auth/sessions.js';
import { storageRoutes } from './storage/routes.js';
import { seedStorageFiles } from './storage/seed-files.js';
import { restRoutes } from './http/rest-route.js';
import { createRestHandler } from './rest/index.js';
import { attachRealtime } from './realtime/index.js';
import { broadcastApiRoute } from './realtime/database-broadcast.js';
import { startMailCatcher, type MailCatcher } from './mail/catcher.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { inboxRoutes } from './mail/inbox-route.js';
import { upgradePlatform, upgradeRealtimePlatform } from './db/platform-upgrade.js';
import { hasDigestClaim, scheduleDigests, type DigestSchedule } from './digest/digest-schedule.js';

export type StartOptions = Partial<ServerConfig> & {
  /** Print the ready line and admin credentials (the CLI does; tests usually do not). */
  announce?: boolean;
};

export interface RunningServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  db: Db;
  /**
   * UniVida's saved-search digest, mailed every `digestIntervalMs` (0: only when `runNow()` is
   * called); absent on a schema without it or without a mailer.
   */
  digest?: DigestSchedule;
  close(): Promise<void>;
}

const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

const isLoopback = (host: string) => ['127.0.0.1', 'localhost', '::1'].includes(host);

interface PortHold {
  port: number;
  release(): Promise<void>;
}

/**
 * A free port, held bound until released: the URL must be known before migrations (the seed
 * writes it), and an unbound port could be taken meanwhile, even by an outgoing connection.
 */
function holdFreePort(host: string): Promise<PortHold> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as net.AddressInfo;
      const release = () => new Promise<void>((done) => (probe.listening ? probe.close(() => done()) : done()));
      resolve({ port, release });
    });
  });
}

const heldPort = (port: number): PortHold => ({ port, release: async () => undefined });

async function migrate(db: Db, config: ServerConfig, publicUrl: string) {
  const opts = {
    seedStorageUrl: `${publicUrl}/storage/v1/object/public`,
    migrationsDir: config.migrationsDir,
    seedPath: config.seedPath,
  };
  await upgradeRealtimePlatform(db);
  await upgradePlatform(db);
  // Migrations issue their own begin/commit, so they need one session: PGlite is one; PostgreSQL gets a dedicated client.
  return config.databaseUrl
    ? withPostgresSession(config.databaseUrl, (session) => applyMigrations(session, opts))
    : applyMigrations(db, opts);
}

function buildApp(config: ServerConfig): FastifyInstance {
  // 'idle': on close, keep-alive connections are dropped but requests in flight finish (drain).
  // The default for Auth and functions; /rest/v1 sets its own (REST_MAX_BODY_BYTES), Storage its upload cap.
  const app = Fastify({ logger: config.logRequests, forceCloseConnections: 'idle', bodyLimit: 10 * 1024 * 1024 });
  // Clients send `Content-Type: application/json` on bodiless DELETEs too; treat empty as no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Empty or invalid json'), { statusCode: 400, code: 'PGRST102' }), undefined);
    }
  });
  app.setErrorHandler((error, _request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) app.log.error(error);
    const message = status < 500 && error instanceof Error ? error.message : 'Internal server error';
    return reply.status(status).send({ code: (error as { code?: string }).code ?? 'PGRST000', details: null, hint: null, message });
  });
  return app;
}

/** Starts Auth, REST, Storage and Realtime on one port over PGlite (default) or PostgreSQL. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const { announce = false, ...overrides } = options;
  const config: ServerConfig = { ...configFromEnv(), ...overrides };
  assertSafeSecrets(config);
  const { anonKey, serviceRoleKey } = createKeys(config.jwtSecret);
  const signingKeys = await importSigningKeys(config.signingKeys ?? (await signingKeysFromDataDir(config.dataDir)));
  const hold = config.port === 0 ? await holdFreePort(config.host) : heldPort(config.port);
  const { port } = hold;
  // A wildcard listen address is not a URL a browser can use; loopback is.
  const urlHost = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const publicUrl = config.publicUrl ?? `http://${urlHost}:${port}`;
  const verifyJwt = createJwtVerifier(config.jwtSecret, signingKeys);
  const sign = asymmetricSigner(signingKeys) ?? (async (claims) => signJwt(claims, config.jwtSecret));
  const tokens: TokenSettings = { sign, expiry: config.jwtExpiry, issuer: `${publicUrl}/auth/v1` };
  const jwks = { keys: signingKeys.map((key) => key.publicJwk) };
  const admin = { email: config.adminEmail, password: config.adminPassword };
  const storageRoot = path.join(config.dataDir, 'storage');

  const db = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    statementTimeoutMs: config.statementTimeoutMs,
  }).catch(async (error: unknown) => {
    await hold.release();
    throw error;
  });
  let app: FastifyInstance | undefined;
  let realtime: { close(): Promise<void> } | undefined;
  let catcher: MailCatcher | undefined;
  let mailer: Mailer | undefined;
  let digest: DigestSchedule | undefined;
  try {
    const migration = await migrate(db, config, publicUrl);
    // UniVida's seed images go with UniVida's seed only.
    if (migration.seeded && !config.seedPath) await seedStorageFiles(db, seedStorageDir, storageRoot);
    // UniVida's layer: on a schema without its profiles there is no admin account to create.
    if (await hasUniVidaProfiles(db)) await ensureAdminAccount(db, tokens, admin);

    app = buildApp(config);
    const allowed = new Set(config.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, !origin || LOCAL_ORIGIN.test(origin) || allowed.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposedHeaders: ['Content-Range', 'X-Total-Count', 'Content-Location', 'Preference-Applied', 'Range-Unit'],
      maxAge: 86400,
    });
    const rest = createRestHandler({ limits: config.restLimits, schemas: config.restSchemas });
    // Auth mail goes to SMTP_HOST; without one, a loopback server catches it for /local/v1/inbox
    // (an exposed server without SMTP sends none: /recover answers 500, as GoTrue does).
    if (config.smtp) mailer = createMailer(config.smtp, config.mailTemplates);
    else if (isLoopback(config.host)) {
      catcher = await startMailCatcher();
      mailer = createMailer(
        { host: '127.0.0.1', port: catcher.port, sender: config.catcherSender ?? 'no-reply@supabase-local.test', secure: false },
        config.mailTemplates,
      );
      inboxRoutes(app, catcher);
    }
    const siteUrl = config.siteUrl ?? config.corsOrigins[0] ?? 'http://localhost:5173';
    const isAllowedRedirect = (url: string) => {
      try {
        const { origin } = new URL(url);
        return LOCAL_ORIGIN.test(origin) || allowed.has(origin) || origin === new URL(siteUrl).origin;
      } catch {
        return false;
      }
    };
    const recovery = { mailer, publicUrl, siteUrl, isAllowedRedirect };
    await app.register(async (scope) => authRoutes(scope, { db, verifyJwt, tokens, jwks, rateLimits: config.rateLimits, settings: config.auth, recovery }), {
      prefix: '/auth/v1',
    });
    await app.register(async (scope) => restRoutes(scope, { db, verifyJwt, rest, limits: config.restLimits }), { prefix: '/rest/v1' });
    await app.register(
      async (scope) =>
        storageRoutes(scope, {
          db,
          verifyJwt,
          root: storageRoot,
          maxUploadBytes: MAX_UPLOAD_BYTES,
          secret: new TextEncoder().encode(config.jwtSecret),
        }),
      { prefix: '/storage/v1' },
    );
    await app.register(async (scope) => setupAdminRoute(scope, { db, tokens, admin }), { prefix: '/functions/v1' });
    await app.register(
      async (scope) => broadcastApiRoute(scope, { db, verifyJwt, privateOnly: config.realtime.privateOnly }),
      { prefix: '/realtime/v1' },
    );
    app.get('/health', async () => ({ status: 'ok', database: db.kind }));
    app.get('/local/v1/config', async () => ({ url: publicUrl, anonKey }));

    await hold.release();
    await app.listen({ host: config.host, port });
    realtime = await attachRealtime(app.server, { db, verifyJwt, anonClaims: { role: 'anon' }, options: config.realtime });
    // UniVida's layer: the digest goes through this server's own API, as a cron does on hosted.
    if (mailer && (await hasDigestClaim(db))) {
      const apiUrl = `http://${urlHost}:${port}`;
      digest = scheduleDigests({ intervalMs: config.digestIntervalMs, supabaseUrl: apiUrl, serviceRoleKey, siteUrl, mailer });
    }
  } catch (error) {
    await hold.release();
    await app?.close().catch(() => undefined);
    mailer?.close();
    await catcher?.close();
    await db.close();
    throw error;
  }

  const url = `http://${urlHost}:${port}`;
  if (announce) {
    console.log(`supabase-local ready on ${url}`);
    if (config.adminEmail === DEV_ADMIN_EMAIL && config.adminPassword === DEV_ADMIN_PASSWORD) {
      console.log(`admin (dev defaults): ${config.adminEmail} / ${config.adminPassword}`);
    }
  }

  let closing: Promise<void> | undefined;
  const running = app;
  return {
    url,
    anonKey,
    serviceRoleKey,
    db,
    digest,
    close() {
      closing ??= (async () => {
        await digest?.stop();
        await realtime?.close();
        await running.close();
        mailer?.close();
        await catcher?.close();
        await db.close();
      })();
      return closing;
    },
  };
}
