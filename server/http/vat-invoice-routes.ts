import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AccountServices } from '../auth/services.js';
import type { AppConfig } from '../config.js';
import { openInvoiceFile } from '../domain/vat-invoices/files.js';
import { invoiceUrlKey } from '../domain/vat-invoices/links.js';
import { AppError } from '../errors.js';
import { parseInput } from './account-edge.js';

const fileQuery = z.object({
  locale: z.enum(['vi', 'en']),
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(20).max(100),
});

/**
 * VAT e-invoices (docs/finance.md "VAT e-invoices"):
 * - GET /api/v1/corporate/vat-invoices/:corporate/:key.pdf|.xml?locale&expires&signature: an
 *   issued invoice as PDF (in the link's language) or its XML, through the 15-minute signed
 *   link download_invoice answers.
 */
export async function vatInvoiceRoutes(
  app: FastifyInstance,
  opts: { services: AccountServices; config: AppConfig },
) {
  const key = invoiceUrlKey(opts.config.auth.passwordPepper);
  app.get<{ Params: { corporate: string; file: string } }>(
    '/api/v1/corporate/vat-invoices/:corporate/:file',
    async (request, reply) => {
      const query = parseInput(fileQuery, request.query);
      const match = /^(.{1,64})\.(pdf|xml)$/.exec(request.params.file);
      if (!match) throw new AppError('NOT_FOUND', 'No such invoice file.');
      const file = await openInvoiceFile(
        opts.services.db,
        key,
        {
          corporateId: request.params.corporate.toLowerCase(),
          invoiceKey: match[1],
          format: match[2] === 'pdf' ? 'PDF' : 'XML',
          locale: query.locale,
        },
        { expires: query.expires, signature: query.signature },
        opts.services.clock.now(),
      );
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}
