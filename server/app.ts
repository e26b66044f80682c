/**
 * Builds the application: external plugins, then app plugins (language, errors, auth,
 * idempotency), then the modules under /api, then the built client with history fallback.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { LIMITS } from '../contract/limits';
import { message } from '../contract/messages';
import { MICROSOFT_RETURN_PATH } from '../contract/api/client-config';
import {
  entraOrigins,
  socketOrigins,
  telemetryOrigins,
  trustProxyOption,
  type Config,
} from './config';
import type { Database } from './db/client';
import type { Deps } from './deps';
import { fastifyTimeoutOptions } from './http-timeouts';
import { createMutations } from './lib/mutation';
import type { RouteEntry } from './lib/route';
import { loggerOptions } from './logger';
import { httpsRedirect } from './static/https-redirect';
import { cacheControlFor } from './static/cache-policy';
import {
  type AttemptStore,
  memoryAttemptStore,
  redisAttemptStore,
} from './modules/auth/attempt-store';
import { createTokens } from './modules/auth/token';
import { registerModules } from './modules';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin, renderFrameworkError } from './plugins/error-handler';
import { idempotencyPlugin } from './plugins/idempotency';
import { cacheControlPlugin } from './plugins/cache-control';
import { compressPlugin } from './plugins/compress';
import { languagePlugin } from './plugins/language';
import { maintenancePlugin } from './plugins/maintenance';
import { createRealtime } from './realtime/realtime';
import { createStorage } from './storage/create';
import { startProcessHeartbeat } from './process-heartbeat';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** Every /api route with its declared access, for the gating test. */
    apiRoutes: RouteEntry[];
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  attempts?: AttemptStore;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp({
  config,
  database,
  attempts,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: LIMITS.bodyBytes,
    ...fastifyTimeoutOptions(config),
    // Router-level errors (undecodable URL, over-long path parameter) answer the API's shape too.
    frameworkErrors: renderFrameworkError,
  });

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  redis?.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
  const tokens = createTokens(config.JWT_SECRET, config.TOKEN_TTL_HOURS);
  const realtime = createRealtime({
    database,
    tokens,
    redisUrl: config.REDIS_URL,
    corsOrigins: config.corsOrigins,
    log: app.log,
  });
  const deps: Deps = {
    config,
    database,
    tokens,
    realtime,
    attempts: attempts ?? (redis ? redisAttemptStore(redis) : memoryAttemptStore()),
    mutations: createMutations(database, (batch) => realtime.publishChanges(batch)),
    storage: createStorage(config),
  };
  app.decorate('deps', deps);
  // Warns when another process shares the database without Redis (login limits counted apart).
  startProcessHeartbeat(app);
  app.decorate('apiRoutes', [] as RouteEntry[]);
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/api/')) return;
    for (const method of [r.method].flat()) {
      if (method === 'HEAD') continue;
      app.apiRoutes.push({
        method,
        url: r.url.slice(4),
        access: r.config?.access,
        schemas: r.config?.schemas ?? {},
      });
    }
  });
  // Socket.IO on the API's own origin; open WebSockets would hold up the server's close.
  realtime.attach(app.server);
  app.addHook('preClose', async () => realtime.disconnect());
  app.addHook('onClose', async () => {
    await realtime.close();
    await redis?.quit().catch(() => undefined);
  });

  if (config.FORCE_HTTPS) httpsRedirect(app, config.PUBLIC_URL);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: [
          "'self'",
          // The socket root on SOCKET_PORT, at the public host only.
          ...socketOrigins(config),
          // Only the configured telemetry addresses; none when telemetry is off.
          ...telemetryOrigins(config),
          // Microsoft sign-in (MSAL), only when configured.
          ...entraOrigins(config),
        ],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // MSAL's popup returns to this page, which must carry no COOP (see MICROSOFT_RETURN_PATH).
  app.addHook('onSend', async (req, reply) => {
    if (req.url.split('?')[0] === MICROSOFT_RETURN_PATH)
      reply.removeHeader('cross-origin-opener-policy');
  });
  await app.register(cors, {
    // Same-origin by default; other origins only when configured.
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    allowedHeaders: ['content-type', 'access_token', 'idempotency-key', 'authorization'],
    exposedHeaders: [
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
      'content-disposition',
      'retry-after',
    ],
  });
  // Multipart bodies are streamed by the upload routes themselves (server/storage/upload.ts),
  // which set the file limits per request; nothing is parsed or buffered here.
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_MAX_MB * 1024 * 1024 + 1, files: 1 },
  });
  await app.register(cacheControlPlugin);
  await app.register(compressPlugin);
  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(maintenancePlugin, { database });
  await app.register(authPlugin, { database, tokens });
  await app.register(idempotencyPlugin, { database, config });
  await app.register(async (api) => registerModules(api, deps), { prefix: '/api' });

  const clientDir = resolve(config.CLIENT_DIR);
  const serveClient = config.SERVE_CLIENT && existsSync(resolve(clientDir, 'index.html'));
  if (serveClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // Brotli/gzip written at build time (scripts/compress-client.mjs), chosen by Accept-Encoding.
      preCompressed: true,
      // Our own cache-control per file (hashed assets immutable, the rest revalidated).
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(path)),
      // Source maps hold the full sources: 404 unless configured (SOURCE_MAPS).
      allowedPath: (path) => config.SOURCE_MAPS || !/\.map$/i.test(path),
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (
      serveClient &&
      req.method === 'GET' &&
      !path.startsWith('/api/') &&
      !/\.[a-z0-9]+$/i.test(path)
    ) {
      // History fallback: deep links render the client, which routes them itself.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ message: message('route_not_found', req.lang), code: 'not_found' });
  });
  return app;
}
