/**
 * The demo traveller's bookings in the states the booking page knows besides the year's
 * non-refundable ones (docs/manage-booking.md "Demo data"): a stay on a free-cancellation rate
 * she cancelled (FREE_CANCELLATION, refunded to her wallet), an upcoming ticket on a refundable
 * fare (FARE_REFUND, cancellable online) and a ticket she cancelled with its fare's refund fee
 * kept. Booked through the checkout (book.ts) from money topped up through VNPay, and cancelled
 * through cancel_booking's own transaction, so the ledger, cash back and points unwind as they
 * would for her. Dates are days from the seed date and the first offer that fits is taken, in a
 * fixed order of hotels and schedules: any seed date gives the three states.
 */
import { sql } from 'drizzle-orm';
import { addDays, vietnamDate, vietnamMidnight } from '../../../../common/calendar.js';
import { AppError } from '../../../errors.js';
import { cancelInTransaction } from '../../../domain/bookings/cancel.js';
import { orderOfSession } from '../../../domain/checkout/orders-repository.js';
import type { Db } from '../../client.js';
import type { DemoBooker, DemoFareRules, DemoOrder, DemoProduct } from './book.js';
import { instanceId } from './flight-id.js';
import type { PastInventory } from './past-inventory.js';

/** Days from the seed date (trips clear of the e2e journeys' own dates). */
const TOP_UP_DAY = -6;
const STAY = { booked: -5, cancelled: -3, checkIn: 30 };
const OPEN_TICKET = { booked: -4, departs: 26 };
const CANCELLED_TICKET = { booked: -4, cancelled: -1, departs: 34 };
const TOP_UP = 20_000_000;

/** Refundable, free of its fee until some hours before departure: the page shows both. */
const refundable = (r: DemoFareRules) => r.refundable && r.free_cancellation_hours > 0;
/** Refundable for a fee that is never waived and less than the fare: cancelling keeps it. */
const refundableForFee = (r: DemoFareRules, price: number) =>
  r.refundable &&
  (r.refund_fee ?? 0) > 0 &&
  r.free_cancellation_hours === 0 &&
  price > r.refund_fee!;

export interface BookingStatesSummary {
  orders: number;
  cancelled: number;
}

export async function seedBookingStates(
  db: Db,
  booker: DemoBooker,
  past: PastInventory,
  now: Date,
  traveller: { id: string; details: DemoOrder['traveller'] },
): Promise<BookingStatesSummary> {
  const today = vietnamDate(now);
  // 10:00 in Vietnam on a day before the seed date: always in the past.
  const at = (days: number, minutes = 0) =>
    new Date(vietnamMidnight(addDays(today, days)).getTime() + (600 + minutes) * 60_000);
  await booker.topUp(traveller.id, TOP_UP, at(TOP_UP_DAY));

  const order = (product: DemoProduct, days: number, minutes = 0): DemoOrder => ({
    bookedAt: at(days, minutes),
    bookerId: traveller.id,
    travellerId: traveller.id,
    traveller: traveller.details,
    product,
    payment: { kind: 'WALLET' },
  });
  const first = async (orders: DemoOrder[]) => {
    for (const o of orders) {
      // Nothing that fits offered (null), or refused as a traveller would be: the next one.
      const booked = await booker.book(o).catch((err: unknown) => {
        if (err instanceof AppError) return null;
        throw err;
      });
      if (booked) return (await orderOfSession(db, booked.sessionId))!;
    }
    return null;
  };
  /** Economy on each demo route's schedules that day, in a fixed order, on a fare by rule. */
  const flights = (
    trip: { booked: number; departs: number },
    fare: (r: DemoFareRules, price: number) => boolean,
  ) =>
    past.routes.flatMap(([a, b]) =>
      (past.schedules.get(`${a}-${b}`) ?? []).map((schedule) => {
        const day = addDays(today, trip.departs);
        return order(
          { flight: { optionId: `local:${instanceId(schedule, day)}:ECONOMY`, fare } },
          trip.booked,
          30,
        );
      }),
    );

  const checkIn = addDays(today, STAY.checkIn);
  const stay = await first(
    past.propertyIds.map((propertyId) =>
      order(
        {
          hotel: { propertyId, checkIn, checkOut: addDays(checkIn, 1), freeCancellation: true },
        },
        STAY.booked,
      ),
    ),
  );
  const open = await first(flights(OPEN_TICKET, refundable));
  const feeTicket = await first(flights(CANCELLED_TICKET, refundableForFee));
  let cancelled = 0;
  for (const [o, day] of [
    [stay, STAY.cancelled],
    [feeTicket, CANCELLED_TICKET.cancelled],
  ] as const) {
    if (!o) continue;
    const when = at(day);
    await cancelInTransaction(db, traveller.id, o.id, when);
    // She was told at the time: the seed sends no e-mail for a past cancellation.
    await db.execute(sql`
      update user_orders
      set cancellation_sent_at = ${when.toISOString()}::timestamptz,
        refund_notice_sent_at = ${when.toISOString()}::timestamptz
      where id = ${o.id}`);
    cancelled += 1;
  }
  return { orders: [stay, open, feeTicket].filter(Boolean).length, cancelled };
}
