import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { AppError, httpStatusFor } from './errors.js';
import { registerGraphqlServices } from './graphql/register.js';
import { captureExceptionRoute } from './http/capture-exception.js';
import { healthRoutes } from './http/health.js';
import { runtimeConfigRoute } from './http/runtime-config.js';
import { readBuildId, staticSite } from './http/static-site.js';
import { loggerOptions } from './logger.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Overrides the logger (tests pass false or a silent level). */
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The whole HTTP surface in one Fastify instance; main.ts listens, tests use inject(). */
export async function buildApp({
  config,
  database,
  logger,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // REST errors: AppError keeps its code; anything else is masked with the request id.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(httpStatusFor(error.code)).send({
        error: { code: error.code, message: error.message, fields: error.fields },
      });
    }
    const { statusCode: status, message } = error as { statusCode?: number; message?: string };
    if (status && status >= 400 && status < 500) {
      const code =
        status === 429 ? 'RATE_LIMITED' : status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT';
      return reply.code(status).send({ error: { code, message } });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({
      error: { code: 'INTERNAL', message: `Internal error. Reference: ${request.id}` },
    });
  });

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyRateLimit, { global: false });

  const buildId = readBuildId(config.staticDir) ?? config.buildId ?? 'development';

  await app.register(healthRoutes, { database });
  await app.register(runtimeConfigRoute, { config, buildId });
  await app.register(captureExceptionRoute, { config, database });
  await registerGraphqlServices(app, config, database, buildId);
  await app.register(staticSite, { staticDir: config.staticDir });

  return app;
}
