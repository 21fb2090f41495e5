import type { FastifyInstance } from 'fastify';
import type { LimitRule } from '../auth/limits.js';
import type { AccountServices } from '../auth/services.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { parseErrorReport } from '../domain/error-reports/input.js';
import { recordErrorReport } from '../domain/error-reports/report.js';
import { addressLimitHook } from './address-limit.js';

const MAX_REPORT_BYTES = 16 * 1024;

/** Reports per client address and minute (CAPTURE_EXCEPTION_PER_MINUTE). */
export const captureExceptionRule = (perMinute: number): LimitRule => ({
  name: 'capture_exception_ip',
  max: perMinute,
  windowSeconds: 60,
});

/** POST /api/captureException: the browser's error and slow-call reports (spec §7). */
export async function captureExceptionRoute(
  app: FastifyInstance,
  opts: { config: AppConfig; database: Database; services: AccountServices },
) {
  const rule = captureExceptionRule(opts.config.captureExceptionPerMinute);
  app.post(
    '/api/captureException',
    {
      bodyLimit: MAX_REPORT_BYTES,
      onRequest: addressLimitHook(opts.services, rule),
    },
    async (request, reply) => {
      const report = parseErrorReport(request.body);
      const id = await recordErrorReport(opts.database.db, report, {
        userAgent: request.headers['user-agent'] ?? null,
        requestId: request.id,
      });
      return reply.code(201).send({ data: { id } });
    },
  );
}
