/**
 * The `booking_changed` e-mail of one flight change (docs/manage-booking.md "Changing a
 * flight"), once: claimed by `booking_changes.email_sent_at` (freed again if the outbox could
 * not be written). To the order e-mails' recipients (the traveller, and the booker's copy), in
 * each one's language, with the new itinerary read from the order as it is now.
 */
import { email } from '../../mail/index.js';
import type { ChangeMail } from '../../mail/templates/booking-changed.js';
import { cardLine, mailOf, type OrderMailDeps } from '../checkout/order-emails.js';
import { orderById } from '../checkout/refunds-repository.js';
import { changePaymentOfChange } from './change-payment-repository.js';
import { claimChangeEmail, unclaimChangeEmail } from './change-repository.js';

type Json = Record<string, unknown>;

const localTime = (flight: Json) =>
  String((flight.departure as Json | undefined)?.local_time ?? '').slice(0, 16);

/** Where a change's gateway refund stands, in the e-mail's words (null: none). */
const refundState = (status: string | null) =>
  !status
    ? null
    : status === 'SUCCEEDED'
      ? ('DONE' as const)
      : status === 'MANUAL'
        ? ('MANUAL' as const)
        : ('ON_ITS_WAY' as const);

/** Sends the change's e-mail unless it was sent; true when this call sent it. */
export async function sendChangeNotice(deps: OrderMailDeps, changeId: string, now: Date) {
  const change = await claimChangeEmail(deps.db, changeId, now);
  if (!change) return false;
  try {
    const order = await orderById(deps.db, change.user_order_id);
    if (!order) return false;
    const to = change.to_flight;
    // A positive total paid by card: the attempt that paid it (change-payment-settle.ts).
    const paid = change.total > 0 ? await changePaymentOfChange(deps.db, change.id) : null;
    for (const m of await mailOf(deps, order)) {
      const legs = m.mail.trip.kind === 'FLIGHT' ? m.mail.trip.legs : [];
      const leg = legs.find((l) => l.bookingCode === to.booking_code && l.code === to.code);
      const data: ChangeMail = {
        ...m.mail,
        change: {
          fromCode: String(change.from_flight.code ?? ''),
          fromDeparts: localTime(change.from_flight),
          to: leg ?? {
            code: String(to.code ?? ''),
            bookingCode: String(to.booking_code ?? '') || null,
            from: String((to.departure as Json | undefined)?.code ?? ''),
            to: String((to.arrival as Json | undefined)?.code ?? ''),
            departs: localTime(to),
            arrives: String((to.arrival as Json | undefined)?.local_time ?? '').slice(0, 16),
          },
          fareDifference: change.fare_difference,
          changeFee: change.change_fee,
          total: change.total,
          refund: refundState(change.refund_status),
          paidWith: paid ? { method: paid.method, card: cardLine(paid.details) } : null,
        },
      };
      await deps.messenger.deliver(email(m.to, 'booking_changed', m.recipient, data));
    }
    return true;
  } catch (err) {
    await unclaimChangeEmail(deps.db, changeId);
    throw err;
  }
}
