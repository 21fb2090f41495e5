/**
 * VAT e-invoices of a company's bookings (issue 22, docs/finance.md "VAT e-invoices"): the
 * owner, admins and accounting (`invoices`) ask for the VAT invoice of a booking, read the
 * requests and download an issued invoice as PDF or XML. The job queue sends PENDING requests
 * to the e-invoice provider (issuePendingVatRequests), which issues or rejects each once.
 */
import { vietnamDate } from '../../../common/calendar.js';
import { moneyLocale } from '../../../common/money.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { EInvoiceParty, EInvoiceProvider } from '../../providers/einvoice/types.js';
import { actorFor, assertCan, ownCorporate } from '../corporates/access.js';
import { checkIds } from '../corporates/ids.js';
import { requireUserId } from '../context/user.js';
import { isUuid } from '../../db/sql-values.js';
import { bookingById, bookingsByIds, type BookingRow } from '../finance/bookings-repository.js';
import { presentBooking } from '../finance/present.js';
import type {
  CreateVatRequestInput,
  DownloadInvoiceInput,
  VatRequestsInput,
  VatRequestsPageInput,
} from './input.js';
import { signedInvoiceUrl } from './links.js';
import {
  companyTaxDetails,
  insertVatRequest,
  issuedByKey,
  markAttemptFailed,
  markIssued,
  markRejected,
  pendingRequests,
  requestsAfter,
  requestsPage,
  type VatRequestRow,
} from './repository.js';

async function companyOf(
  db: Db,
  userId: string | null,
  corporateId: string | null,
  action: 'list' | 'show' | 'create',
) {
  const { actor } = await actorFor(db, requireUserId(userId));
  const corporate = ownCorporate(actor, corporateId);
  assertCan(actor, action, 'invoices');
  return { actor, corporate };
}

/** A request as the API answers it, with its booking (read in one query per page). */
async function present(db: Db, corporateId: string, rows: VatRequestRow[]) {
  const bookings = await bookingsByIds(db, { corporateId, onlyUser: null }, [
    ...new Set(rows.map((r) => r.booking_id)),
  ]);
  const byId = new Map(bookings.map((b) => [b.id, b]));
  return rows.map((row) => {
    const booking = byId.get(row.booking_id);
    return {
      id: row.id,
      status: row.status,
      invoice_number: row.invoice_number,
      invoice_key: row.invoice_key,
      invoice_series:
        row.invoice_template && row.invoice_series
          ? `${row.invoice_template}${row.invoice_series}`
          : null,
      issued_at: row.issued_at ? new Date(row.issued_at) : null,
      rejection_reason: row.rejection_reason,
      booking_code: row.booking_code,
      price: Number(row.price),
      vat_amount: Number(row.vat_amount),
      currency: row.currency,
      booking_history: booking ? presentBooking(booking) : null,
      inserted_at: new Date(row.inserted_at),
    };
  });
}

/** The invoice line's text, in Vietnamese as the invoice is written. */
function describe(booking: BookingRow): string {
  const product = booking.product as {
    property?: { name?: string } | null;
    departure_flight?: { code?: string } | null;
  };
  const code = booking.code ? ` — mã đặt chỗ ${booking.code}` : '';
  if (booking.kind === 'FLIGHT_BOOKING') {
    const flight = product.departure_flight?.code ? ` ${product.departure_flight.code}` : '';
    return `Vé máy bay${flight}${code}`;
  }
  const name = product.property?.name ? ` ${product.property.name}` : '';
  return `Dịch vụ lưu trú${name}${code}`;
}

/** VAT as a percentage of the price before VAT, to two decimals (8 → 8, 10 → 10). */
export function vatRateOf(net: number, vat: number): number {
  return net > 0 ? Math.round((vat / net) * 10_000) / 100 : 0;
}

/**
 * create_vat_request: the booking's VAT request, PENDING until the job sends it. Asking again
 * (or 50 times at once) answers the same request; after a rejection a new one may be asked.
 */
export async function createVatRequest(
  db: Db,
  userId: string | null,
  input: CreateVatRequestInput,
  options: { providerConfigured: boolean },
) {
  checkIds({ corporate_id: input.corporate_id });
  const { corporate } = await companyOf(db, userId, input.corporate_id, 'create');
  const requester = requireUserId(userId);
  if (!options.providerConfigured) {
    throw new AppError('NOT_IMPLEMENTED', 'No e-invoice provider is configured on this server.');
  }
  const notFound = () =>
    new AppError('NOT_FOUND', 'booking_history_id: no booking of the company has this id', [
      {
        field: 'booking_history_id',
        rule: 'not_found',
        message: 'no booking of the company has this id',
      },
    ]);
  if (!isUuid(input.booking_history_id)) throw notFound();
  const booking = await bookingById(
    db,
    { corporateId: corporate, onlyUser: null },
    input.booking_history_id,
  );
  if (!booking) throw notFound();
  if (booking.status !== 'SUCCESSFUL') {
    throw new AppError('BAD_USER_INPUT', 'booking_history_id: only a paid booking is invoiced', [
      { field: 'booking_history_id', rule: 'not_paid', message: 'only a paid booking is invoiced' },
    ]);
  }
  const buyer = await companyTaxDetails(db, corporate);
  if (!buyer) throw notFound();
  const price = Number(booking.price);
  const vat = Number(booking.vat_amount);
  const row = await insertVatRequest(db, {
    corporate_id: corporate,
    booking_id: booking.id,
    requested_by: requester,
    buyer,
    net_price: price - vat,
    vat_amount: vat,
    price,
    vat_rate: vatRateOf(price - vat, vat),
    currency: booking.currency,
    description: describe(booking),
  });
  const [answer] = await present(db, corporate, [row]);
  return answer;
}

/** vat_requests: the spec's keyset page, newest first. */
export async function listVatRequests(db: Db, userId: string | null, input: VatRequestsInput) {
  checkIds({ corporate_id: input.corporate_id, last_id: input.last_id });
  const { corporate } = await companyOf(db, userId, input.corporate_id, 'list');
  if (input.last_id && !isUuid(input.last_id)) return [];
  const rows = await requestsAfter(db, corporate, {
    lastId: input.last_id,
    limit: input.limit,
    from: input.from,
    to: input.to,
  });
  return present(db, corporate, rows);
}

/** vat_requests_page: filtered, sorted, offset-paged. */
export async function vatRequestsPage(db: Db, userId: string | null, input: VatRequestsPageInput) {
  checkIds({ corporate_id: input.corporate_id });
  const { corporate } = await companyOf(db, userId, input.corporate_id, 'list');
  const { rows, total } = await requestsPage(db, corporate, {
    filter: input.filter,
    sort: input.sort,
    limit: input.limit,
    offset: input.offset,
  });
  return { entries: await present(db, corporate, rows), total_count: total };
}

/** download_invoice: a 15-minute link to the issued invoice's PDF (or XML). */
export async function downloadInvoice(
  db: Db,
  userId: string | null,
  input: DownloadInvoiceInput,
  link: { key: Buffer; now: Date; locale: string },
) {
  checkIds({ corporate_id: input.corporate_id });
  const { corporate } = await companyOf(db, userId, input.corporate_id, 'show');
  const row = await issuedByKey(db, corporate, input.invoice_key);
  if (!row) {
    throw new AppError('NOT_FOUND', 'invoice_key: no issued invoice of the company has this key', [
      {
        field: 'invoice_key',
        rule: 'not_found',
        message: 'no issued invoice of the company has this key',
      },
    ]);
  }
  const extension = input.format === 'PDF' ? 'pdf' : 'xml';
  return {
    name: `${row.invoice_template}${row.invoice_series}-${row.invoice_number}.${extension}`,
    url: signedInvoiceUrl(
      link.key,
      {
        corporateId: corporate,
        invoiceKey: input.invoice_key,
        format: input.format,
        locale: moneyLocale(link.locale),
      },
      link.now,
    ),
  };
}

export interface IssueDeps {
  db: Db;
  provider: EInvoiceProvider;
  seller: EInvoiceParty;
}

/**
 * The job: sends each PENDING request to the provider and records its answer once (a second
 * run, or a second node, finds nothing PENDING or loses the conditional UPDATE). A provider
 * that fails leaves the request PENDING for the next run. Answers how many it decided.
 */
export async function issuePendingVatRequests(
  deps: IssueDeps,
  now: Date,
  options: { batch?: number; onError?: (error: unknown) => void } = {},
): Promise<{ issued: number; rejected: number; failed: number }> {
  const counts = { issued: 0, rejected: 0, failed: 0 };
  for (const row of await pendingRequests(deps.db, options.batch ?? 50)) {
    const net = Number(row.net_price);
    const vat = Number(row.vat_amount);
    try {
      const result = await deps.provider.issue({
        reference: `vat_request:${row.id}`,
        seller: deps.seller,
        buyer: row.buyer,
        issue_date: vietnamDate(now),
        currency: row.currency,
        payment_method: 'TM/CK',
        lines: [
          {
            name: row.description,
            unit: 'Dịch vụ',
            quantity: 1,
            unit_price: net,
            amount: net,
            vat_rate: Number(row.vat_rate),
            vat_amount: vat,
          },
        ],
      });
      if (result.status === 'ISSUED') {
        const seller = { ...deps.seller, email: deps.seller.email ?? null };
        if (
          await markIssued(
            deps.db,
            row.id,
            { provider: deps.provider.name, seller, ...result },
            now,
          )
        ) {
          counts.issued++;
        }
      } else if (await markRejected(deps.db, row.id, deps.provider.name, result.reason, now)) {
        counts.rejected++;
      }
    } catch (error) {
      counts.failed++;
      options.onError?.(error);
      await markAttemptFailed(deps.db, row.id, (error as Error).message ?? String(error), now);
    }
  }
  return counts;
}
