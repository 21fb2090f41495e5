import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { resolveRequestAuth } from '../auth/request-auth.js';
import type { AccountServices } from '../auth/services.js';
import { mailLocale as messageLocale } from '../mail/recipient.js';
import { exportStatement } from '../domain/statements/export.js';
import { CONTENT_TYPES } from '../domain/corporates/staff-sheet-files.js';
import { parseInput, requestLang } from './account-edge.js';

const exportQuery = z.object({
  format: z.enum(['xlsx']),
  locale: z.string().max(10).optional(),
});

/**
 * A reconciliation statement as a file (docs/finance.md "Statements"):
 * GET /api/v1/corporate/statements/:id/export?format=xlsx&locale — signed in, `statements`
 * export (owner, admins, accounting), the caller's corporate's statement only (NOT_FOUND else).
 */
export async function statementRoutes(app: FastifyInstance, opts: { services: AccountServices }) {
  const { services } = opts;
  app.get<{ Params: { id: string } }>(
    '/api/v1/corporate/statements/:id/export',
    async (request, reply) => {
      const query = parseInput(exportQuery, request.query);
      const auth = await resolveRequestAuth(services, request);
      if (auth.tokenRejected) throw new AppError('UNAUTHENTICATED', 'unauthorized');
      const locale = messageLocale(requestLang(request, query.locale));
      const file = await exportStatement(
        services.db,
        auth.user?.id ?? null,
        request.params.id,
        locale,
      );
      return reply
        .header('content-type', CONTENT_TYPES.xlsx)
        .header(
          'content-disposition',
          `attachment; filename="${file.name}.xlsx"; filename*=UTF-8''${encodeURIComponent(file.name)}.xlsx`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
