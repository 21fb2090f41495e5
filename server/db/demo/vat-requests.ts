/**
 * VinaSteel's VAT e-invoices in the demo (docs/finance.md "VAT e-invoices"), through the real
 * flow and the offline sandbox provider: its three earliest paid bookings charged to the
 * company each get a request; the first is issued (numbered, with its XML), the second is
 * refused (asked while the company's tax code was not yet on file, so the buyer had none), and
 * the third stays PENDING until the running server's job issues it. Dated by the seed's clock.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { loadConfig } from '../../config.js';
import { createSandboxEInvoiceProvider } from '../../providers/einvoice/sandbox.js';
import { bookingById } from '../../domain/finance/bookings-repository.js';
import { companyTaxDetails, insertVatRequest } from '../../domain/vat-invoices/repository.js';
import { issuePendingVatRequests, vatRateOf } from '../../domain/vat-invoices/vat-requests.js';

export async function seedVatRequests(db: Db, corporateId: string, now: Date) {
  const { rows } = await db.execute<{ id: string; requester: string }>(sql`
    select s.id, o.user_id as requester
    from corporate_payments cp
    join payment_checkout_sessions s on s.id = cp.payment_checkout_session_id
    join user_orders o on o.payment_checkout_session_id = s.id
    where cp.corporate_id = ${corporateId}::uuid and cp.refunded_at is null
      and cp.released_at is null and o.status = 'SUCCESSFUL'
    order by o.inserted_at, s.id limit 3`);
  const buyer = await companyTaxDetails(db, corporateId);
  if (rows.length < 3 || !buyer) return;
  const scope = { corporateId, onlyUser: null };
  const ask = async (bookingId: string, requester: string, withTaxCode: boolean) => {
    const booking = await bookingById(db, scope, bookingId);
    if (!booking) return;
    const price = Number(booking.price);
    const vat = Number(booking.vat_amount);
    await insertVatRequest(db, {
      corporate_id: corporateId,
      booking_id: bookingId,
      requested_by: requester,
      buyer: withTaxCode ? buyer : { ...buyer, tax_code: null },
      net_price: price - vat,
      vat_amount: vat,
      price,
      vat_rate: vatRateOf(price - vat, vat),
      currency: booking.currency,
      description: booking.code
        ? `Dịch vụ du lịch — mã đặt chỗ ${booking.code}`
        : 'Dịch vụ du lịch',
    });
  };
  const config = loadConfig({ NODE_ENV: 'development' }).einvoice;
  const issue = () =>
    issuePendingVatRequests(
      {
        db,
        provider: createSandboxEInvoiceProvider(db, { seriesSuffix: config.seriesSuffix }),
        seller: config.seller,
      },
      now,
    );
  await ask(rows[0].id, rows[0].requester, true);
  await ask(rows[1].id, rows[1].requester, false);
  await issue();
  await ask(rows[2].id, rows[2].requester, true);
}
