import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { resolveRequestAuth } from '../auth/request-auth.js';
import type { AccountServices } from '../auth/services.js';
import type { AppConfig } from '../config.js';
import { PDF_CONTENT_TYPE } from '../documents/pdf.js';
import { invoicePdf } from '../domain/finance/invoice-pdf.js';
import { mailLocale as messageLocale } from '../mail/recipient.js';
import type { PaymentRails } from '../providers/payments/index.js';
import { parseInput, requestLang } from './account-edge.js';

const exportQuery = z.object({
  format: z.enum(['pdf']),
  locale: z.string().max(10).optional(),
});

/**
 * A corporate invoice as a file (docs/finance.md "Invoices and payments"):
 * GET /api/v1/corporate/invoices/:id/export?format=pdf&locale — signed in, `invoices` show
 * (owner, admins, accounting), the caller's corporate's invoice only (NOT_FOUND else). The
 * PDF carries the VietQR transfer of what is left to pay (the bank rail's, as the console's).
 */
export async function invoiceFileRoutes(
  app: FastifyInstance,
  opts: { services: AccountServices; config: AppConfig; rails: PaymentRails },
) {
  const { services, config, rails } = opts;
  app.get<{ Params: { id: string } }>(
    '/api/v1/corporate/invoices/:id/export',
    async (request, reply) => {
      const query = parseInput(exportQuery, request.query);
      const auth = await resolveRequestAuth(services, request);
      if (auth.tokenRejected) throw new AppError('UNAUTHENTICATED', 'unauthorized');
      const locale = messageLocale(requestLang(request, query.locale));
      const file = await invoicePdf(
        {
          db: services.db,
          rails,
          origin: config.paymentRails.origin,
          seller: config.einvoice.seller,
        },
        auth.user?.id ?? null,
        request.params.id,
        services.clock.now(),
        locale,
      );
      return reply
        .header('content-type', PDF_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${file.name}.pdf"; filename*=UTF-8''${encodeURIComponent(file.name)}.pdf`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
