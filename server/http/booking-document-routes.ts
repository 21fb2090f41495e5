import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resolveRequestAuth } from '../auth/request-auth.js';
import type { AccountServices } from '../auth/services.js';
import { PDF_CONTENT_TYPE } from '../documents/pdf.js';
import { readableTravelDocument } from '../domain/bookings/travel-document.js';
import { travelDocumentName, travelDocumentPdf } from '../domain/bookings/travel-document-pdf.js';
import { AppError } from '../errors.js';
import { mailLocale as messageLocale } from '../mail/recipient.js';
import { parseInput, requestLang } from './account-edge.js';

const documentQuery = z.object({ locale: z.string().max(10).optional() });

/**
 * A booking's PDF (docs/manage-booking.md "E-ticket and hotel voucher"), signed in:
 * GET /api/v1/bookings/:id/document?locale — the e-ticket of a flight booking or the voucher of
 * a stay, in the reader's language; only to the booking's traveller, booker or payer (anyone
 * else, and an unknown id, NOT_FOUND), only once it is paid (`id: not_paid` before).
 */
export async function bookingDocumentRoutes(
  app: FastifyInstance,
  opts: { services: AccountServices },
) {
  const { services } = opts;
  app.get<{ Params: { id: string } }>('/api/v1/bookings/:id/document', async (request, reply) => {
    const query = parseInput(documentQuery, request.query);
    const auth = await resolveRequestAuth(services, request);
    if (!auth.user) throw new AppError('UNAUTHENTICATED', 'unauthorized');
    const lang = messageLocale(requestLang(request, query.locale));
    const doc = await readableTravelDocument(
      services.db,
      auth.user.id,
      request.params.id,
      lang,
      services.clock.now(),
    );
    const name = travelDocumentName(doc);
    return reply
      .header('content-type', PDF_CONTENT_TYPE)
      .header(
        'content-disposition',
        `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(await travelDocumentPdf(doc));
  });
}
