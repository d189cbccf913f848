// The Fastify factory: the API under /api/, OpenAPI at /api/docs, and the built console with history fallback.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import type { ServerConfig } from './config.js';
import { frameworkErrors, installErrorHandler } from './http/errorHandler.js';
import { responseSerializer } from './http/responses.js';
import { installAnswerCompression } from './http/compressAnswers.js';
import { installTextGuard } from './http/textGuard.js';
import { DOCS_PREFIX, installSecurityHeaders } from './http/securityHeaders.js';
import authPlugin, { SESSION_MESSAGES } from './auth/plugin.js';
import { checkActorInTransactions } from './auth/actor.js';
import { apiRoutes } from './routes/index.js';
import { readTrustedOrigins } from './routes/embedConfig.js';
import { COUNTER_STREAM_URL } from './routes/alertCounterStream.js';

export interface AppOptions {
  database: Database;
  config: Pick<ServerConfig, 'sessionIdleMs' | 'sessionAbsoluteMs' | 'staticDir' | 'trainingPlatformUrl' | 'logLevel'> & { checkResponses?: boolean; uploadUndoHours?: number };
}

export async function buildApp({ database, config }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(config.checkResponses ?? false));
  installErrorHandler(app);
  installTextGuard(app);
  installSecurityHeaders(app, frameAncestors());
  installAnswerCompression(app);
  recordApiRoutes(app);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Edu Ops Console API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
  countRequestsInFlight(app, database);
  checkActorInTransactions(database.db, SESSION_MESSAGES.accessChanged);
  await app.register(authPlugin, { turns: database.turns, idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs });
  for (const routes of apiRoutes) await app.register(routes, { database, db: database.db, config });

  serveConsole(app, config.staticDir);
  return app;
}

/**
 * While an upload job holds PGlite's connection, its turns last longer while requests are in flight (db/turns.ts).
 * PostgreSQL needs no turns, and its requests are not counted.
 */
function countRequestsInFlight(app: FastifyInstance, { turns }: Database): void {
  if (!turns.shared) return;
  app.addHook('onRequest', (req, reply, done) => {
    // A counter stream stays open for minutes and reads nothing after its start: counted, it would keep every job's
    // turns long while any console is open.
    if (!req.url.startsWith(COUNTER_STREAM_URL)) {
      const end = turns.requestBegun();
      reply.raw.once('finish', end);
      reply.raw.once('close', end);
    }
    // A GET's SELECTs take the job's turns too (lists, counters, exports): no read waits for a big job's commit.
    turns.request(req.method === 'GET' || req.method === 'HEAD', done);
  });
}

export interface ApiRouteInfo { method: string; url: string; access: unknown }

declare module 'fastify' {
  interface FastifyInstance { apiRoutes: ApiRouteInfo[] }
}

/** Keeps a list of every /api/ route with its declared access, so a test can walk them all. */
function recordApiRoutes(app: FastifyInstance): void {
  const list: ApiRouteInfo[] = [];
  app.decorate('apiRoutes', list);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) list.push({ method, url: route.url, access: route.config?.access });
  });
}

/**
 * Only the trusted CRM origins (and the console itself) may frame the console: no clickjacking from elsewhere.
 * FRAME_ANCESTORS overrides the list (the end-to-end tests use it to reach the postMessage checks from an untrusted frame).
 */
function frameAncestors(): string {
  return process.env.FRAME_ANCESTORS ?? readTrustedOrigins().origins.join(' ');
}

function serveConsole(app: FastifyInstance, staticDir: string): void {
  const indexHtml = path.join(staticDir, 'index.html');
  const hasBuild = fs.existsSync(indexHtml);
  // Hashed assets never change under their name: cached for a year, immutable; the .br/.gz written at build time
  // (scripts/precompress.ts) go out as they are to a browser that accepts them.
  if (hasBuild) {
    app.register(fastifyStatic, {
      root: staticDir, wildcard: false, index: false, preCompressed: true, cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', /[\\/]assets[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.method !== 'GET') {
      return reply.code(404).send({ code: 404, message: 'Details Not found', data: null });
    }
    if (!hasBuild) return reply.code(404).type('text/plain').send('The console is not built: run npm run build.');
    // History fallback: every client-side route is answered by index.html.
    return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(indexHtml));
  });
}
