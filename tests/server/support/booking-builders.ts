// Corporate bookings for finance tests, written straight into the checkout's tables: a paid
// checkout (session, its one item, its order), the company's charge (corporate_payments) and
// the charge on the ledger (postCorporateCharge), with the figures the test chooses.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../server/db/client';
import {
  corporatePayments,
  paymentCheckoutSessions,
  shoppingItems,
  userOrders,
} from '../../../server/db/schema';
import { postCorporateCharge, postCorporateRelease } from '../../../server/domain/ledger/service';

export interface BookingSpec {
  corporateId: string;
  /** The traveller; `bookedBy` defaults to them. */
  userId: string;
  bookedBy?: string;
  at: Date;
  kind?: 'FLIGHT' | 'HOTEL';
  /** What was paid, VAT included; net is price / 1.08 rounded (the 8 % VAT of the demo). */
  price: number;
  status?: 'SUCCESSFUL' | 'REFUNDED' | 'FAILED' | 'CANCELLED';
  costCenterId?: string | null;
  code?: string | null;
  guest?: string;
  propertyName?: string;
  surcharge?: number;
  /** The item's product and metadata, instead of the defaults below (analysis tests). */
  product?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
  /** The travel policy's reason code given for an out-of-policy fare. */
  reasonCode?: string | null;
  /** Voucher discount already taken off `price`. */
  voucher?: number;
}

export interface BuiltBooking {
  sessionId: string;
  orderId: string;
  itemId: string;
  price: number;
  net: number;
  vat: number;
}

const token = () => randomBytes(18).toString('base64url');

export async function buildBooking(db: Db, b: BookingSpec): Promise<BuiltBooking> {
  const kind = b.kind ?? 'HOTEL';
  const net = Math.round(b.price / 1.08);
  const vat = b.price - net;
  const status = b.status ?? 'SUCCESSFUL';
  const cart = token();
  const [session] = await db
    .insert(paymentCheckoutSessions)
    .values({
      cart_token: cart,
      user_id: b.userId,
      booked_by: b.bookedBy ?? b.userId,
      product_type: kind,
      status: 'COMPLETED',
      original_price: b.price,
      items_price: b.price,
      surcharges: b.surcharge ? [{ name: 'Phụ phí cuối tuần', amount: b.surcharge }] : [],
      price: b.price,
      duty_free_price: net,
      tax_fee: vat,
      tax_rate: 8,
      is_corporate: true,
      corporate_id: b.corporateId,
      cost_center_id: b.costCenterId ?? null,
      voucher_discount: b.voucher ?? 0,
      policy_reason_code: b.reasonCode ?? null,
      payment_type: 'CORPORATE',
      booking_note: { guest: b.guest ?? 'NGUYEN AN' },
      begin_at: b.at,
      expired_at: new Date(b.at.getTime() + 900_000),
      inserted_at: b.at,
    })
    .returning({ id: paymentCheckoutSessions.id });
  const product =
    b.product ??
    (kind === 'HOTEL'
      ? {
          __typename: 'RoomType',
          id: 'room-deluxe',
          name: 'Phòng Deluxe',
          property: { id: 'local:prop-1', name: b.propertyName ?? 'Khách sạn Sông Hàn' },
          room_stayings: [
            { id: 'room-deluxe:2026-10-01', available_at: '2026-09-30T17:00:00.000Z' },
            { id: 'room-deluxe:2026-10-02', available_at: '2026-10-01T17:00:00.000Z' },
          ],
        }
      : {
          __typename: 'FlightBooking',
          departure_flight: {
            code: 'VN123',
            departure: { code: 'HAN', date: '2026-10-01T01:00:00.000Z' },
            arrival: { code: 'DAD' },
            seat_class: { type: 'ECONOMY' },
          },
          return_flight: null,
          passengers: [{ first_name: 'AN', last_name: 'NGUYEN', type: 'ADULT' }],
        });
  const [item] = await db
    .insert(shoppingItems)
    .values({
      payment_checkout_session_id: session.id,
      kind: kind === 'HOTEL' ? 'ROOM_TYPE' : 'FLIGHT_BOOKING',
      supplier: 'local',
      price: b.price,
      original_price: b.price,
      duty_free_price: net,
      product,
      metadata:
        b.metadata ?? (kind === 'HOTEL' ? { check_in: '2026-10-01', check_out: '2026-10-03' } : {}),
      booking_code: b.code === undefined ? 'ABC123' : b.code,
      inserted_at: b.at,
    })
    .returning({ id: shoppingItems.id });
  const paid = status !== 'FAILED';
  const [order] = await db
    .insert(userOrders)
    .values({
      payment_checkout_session_id: session.id,
      cart_token: cart,
      user_id: b.userId,
      booked_by: b.bookedBy ?? b.userId,
      paid_by: b.bookedBy ?? b.userId,
      status,
      price: b.price,
      original_price: b.price,
      payment_method: paid ? 'CORPORATE_WALLET' : null,
      paid_at: paid ? b.at : null,
      inserted_at: b.at,
    })
    .returning({ id: userOrders.id });
  if (paid) {
    await db.transaction(async (tx) => {
      const move = {
        corporateId: b.corporateId,
        sessionId: session.id,
        orderId: order.id,
        amount: b.price,
        currency: 'VND',
        at: b.at,
      };
      const balance = await postCorporateCharge(tx, move);
      await tx.insert(corporatePayments).values({
        corporate_id: b.corporateId,
        payment_checkout_session_id: session.id,
        user_order_id: order.id,
        user_id: b.userId,
        paid_by: b.bookedBy ?? b.userId,
        cost_center_id: b.costCenterId ?? null,
        policy_reason_code: b.reasonCode ?? null,
        amount: b.price,
        balance_after: balance,
        inserted_at: b.at,
        refunded_at: status === 'REFUNDED' ? b.at : null,
      });
      if (status === 'REFUNDED') await postCorporateRelease(tx, move);
    });
  }
  return { sessionId: session.id, orderId: order.id, itemId: item.id, price: b.price, net, vat };
}
