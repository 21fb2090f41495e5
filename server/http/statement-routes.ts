import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { resolveRequestAuth } from '../auth/request-auth.js';
import type { AccountServices } from '../auth/services.js';
import { mailLocale as messageLocale } from '../mail/recipient.js';
import { exportStatement } from '../domain/statements/export.js';
import { statementPdf } from '../domain/statements/statement-pdf.js';
import { PDF_CONTENT_TYPE } from '../documents/pdf.js';
import { CONTENT_TYPES } from '../domain/corporates/staff-sheet-files.js';
import { parseInput, requestLang } from './account-edge.js';

const exportQuery = z.object({
  format: z.enum(['xlsx', 'pdf']),
  locale: z.string().max(10).optional(),
});

/**
 * A reconciliation statement as a file (docs/finance.md "Statements"):
 * GET /api/v1/corporate/statements/:id/export?format=xlsx|pdf&locale — signed in, `statements`
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
      const userId = auth.user?.id ?? null;
      const file =
        query.format === 'pdf'
          ? await statementPdf(services.db, userId, request.params.id, locale)
          : await exportStatement(services.db, userId, request.params.id, locale);
      const ext = query.format;
      return reply
        .header('content-type', ext === 'pdf' ? PDF_CONTENT_TYPE : CONTENT_TYPES.xlsx)
        .header(
          'content-disposition',
          `attachment; filename="${file.name}.${ext}"; filename*=UTF-8''${encodeURIComponent(file.name)}.${ext}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
