import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { resolveRequestAuth } from '../auth/request-auth.js';
import type { AccountServices } from '../auth/services.js';
import { vietnamDate } from '../../common/calendar.js';
import { exportBookings } from '../domain/finance/booking-export.js';
import { bookingHistoriesPageInput } from '../domain/finance/input.js';
import { journalFile, journalLines } from '../domain/finance/journal.js';
import { CONTENT_TYPES } from '../domain/corporates/staff-sheet-files.js';
import { AppError } from '../errors.js';
import { mailLocale as messageLocale } from '../mail/recipient.js';
import { parseInput, requestLang } from './account-edge.js';

async function callerOf(services: AccountServices, request: FastifyRequest) {
  const auth = await resolveRequestAuth(services, request);
  if (auth.tokenRejected) throw new AppError('UNAUTHENTICATED', 'unauthorized');
  return auth.user?.id ?? null;
}

function sendFile(reply: FastifyReply, kind: 'csv' | 'xlsx', name: string, body: Buffer) {
  return reply
    .header('content-type', CONTENT_TYPES[kind])
    .header(
      'content-disposition',
      `attachment; filename="${name}.${kind}"; filename*=UTF-8''${encodeURIComponent(name)}.${kind}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(body);
}

const format = z.enum(['csv', 'xlsx']);
const bookingQuery = z.object({
  corporate_id: z.string().max(100),
  format,
  locale: z.string().max(10).optional(),
  /** booking_histories_page's `filter` as JSON. */
  filter: z.string().max(20_000).optional(),
  sort_field: z.enum(['INSERTED_AT', 'PRICE']).optional(),
  sort_direction: z.enum(['ASC', 'DESC']).optional(),
});
const journalQuery = z.object({
  corporate_id: z.string().max(100),
  format,
  locale: z.string().max(10).optional(),
  from: z.string().max(10),
  to: z.string().max(10),
});

function json(text: string | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_USER_INPUT', 'filter: is not JSON', [
      { field: 'filter', rule: 'format', message: 'must be JSON' },
    ]);
  }
}

/**
 * Finance exports (docs/finance.md "Export", "Accounting export"), with a bearer token:
 * - GET /api/v1/corporate/booking-export?corporate_id&format&locale&filter&sort_field&sort_direction:
 *   the bookings booking_histories_page's filter matches (≤ 10,000) as XLSX or CSV.
 * - GET /api/v1/corporate/journal-export?corporate_id&from&to&format&locale: the period's
 *   journal lines (days in Vietnam, both included).
 */
export async function financeExportRoutes(
  app: FastifyInstance,
  opts: { services: AccountServices },
) {
  const { services } = opts;
  app.get('/api/v1/corporate/booking-export', async (request, reply) => {
    const query = parseInput(bookingQuery, request.query);
    const caller = await callerOf(services, request);
    const locale = messageLocale(requestLang(request, query.locale));
    const input = parseInput(bookingHistoriesPageInput, {
      corporate_id: query.corporate_id,
      filter: json(query.filter),
      sort: query.sort_field
        ? { field: query.sort_field, direction: query.sort_direction ?? 'DESC' }
        : null,
    });
    const body = await exportBookings(services.db, caller, input, query.format, locale);
    const day = vietnamDate(services.clock.now());
    return sendFile(
      reply,
      query.format,
      `${locale === 'vi' ? 'dat-cho' : 'bookings'}-${day}`,
      body,
    );
  });

  app.get('/api/v1/corporate/journal-export', async (request, reply) => {
    const query = parseInput(journalQuery, request.query);
    const caller = await callerOf(services, request);
    const locale = messageLocale(requestLang(request, query.locale));
    const lines = await journalLines(
      services.db,
      caller,
      { corporate_id: query.corporate_id, from: query.from, to: query.to },
      locale,
    );
    const name = `${locale === 'vi' ? 'so-nhat-ky' : 'journal'}-${query.from}-${query.to}`;
    return sendFile(reply, query.format, name, journalFile(lines, query.format, locale));
  });
}
