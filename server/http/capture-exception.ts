import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { AppError } from '../errors.js';
import { errorReportSchema } from '../domain/error-reports/report.js';
import { saveErrorReport } from '../domain/error-reports/repository.js';

const MAX_REPORT_BYTES = 16 * 1024;

/** POST /api/captureException: the browser's error and slow-call reports (spec §7). */
export async function captureExceptionRoute(
  app: FastifyInstance,
  opts: { config: AppConfig; database: Database },
) {
  app.post(
    '/api/captureException',
    {
      bodyLimit: MAX_REPORT_BYTES,
      config: { rateLimit: { max: opts.config.captureExceptionPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const parsed = errorReportSchema.safeParse(request.body);
      if (!parsed.success) {
        throw new AppError(
          'BAD_USER_INPUT',
          'The report is not valid.',
          parsed.error.issues.map((issue) => ({
            field: issue.path.join('.') || 'body',
            rule: issue.code,
            message: issue.message,
          })),
        );
      }
      const id = await saveErrorReport(opts.database.db, parsed.data, {
        userAgent: request.headers['user-agent'] ?? null,
        requestId: request.id,
      });
      return reply.code(201).send({ data: { id } });
    },
  );
}
