/**
 * The `booking_changed` e-mail of one flight change (docs/manage-booking.md "Changing a
 * flight"), once: claimed by `booking_changes.email_sent_at` (freed again if the outbox could
 * not be written). To the order e-mails' recipients (the traveller, and the booker's copy), in
 * each one's language, with the new itinerary read from the order as it is now, the e-ticket
 * (PDF) as it is now and the calendar file whose flights move to the new times. The order
 * follow-ups job (`sweepChangeNotices`) sends what the change's own request could not.
 */
import { email } from '../../mail/index.js';
import type { ChangeMail } from '../../mail/templates/booking-changed.js';
import {
  bookingAttachments,
  cardLine,
  mailOf,
  type OrderMailDeps,
} from '../checkout/order-emails.js';
import { orderById } from '../checkout/refunds-repository.js';
import { changePaymentOfChange } from './change-payment-repository.js';
import {
  changeEmailsDue,
  changesOfOrder,
  claimChangeEmail,
  unclaimChangeEmail,
} from './change-repository.js';

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
    // The e-ticket as it is now and the calendar's flights moved: this change's revision.
    const attachmentsOf = bookingAttachments(deps, order, now);
    const revision =
      (await changesOfOrder(deps.db, order.id)).findIndex((c) => c.id === change.id) + 1;
    for (const m of await mailOf(deps, order)) {
      const legs = m.mail.trip.kind === 'FLIGHT' ? m.mail.trip.legs : [];
      const leg = legs.find((l) => l.bookingCode === to.booking_code && l.code === to.code);
      const data: ChangeMail = {
        ...m.mail,
        documentAttached: Boolean(deps.travelDocument),
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
      await deps.messenger.deliver({
        ...email(m.to, 'booking_changed', m.recipient, data),
        attachments: await attachmentsOf(m, revision),
      });
    }
    return true;
  } catch (err) {
    await unclaimChangeEmail(deps.db, changeId);
    throw err;
  }
}

/** How far back the sweep looks for a change whose e-mail is not sent (as for confirmations). */
const SEND_WITHIN_DAYS = 2;
/**
 * A change younger than this is left to its own request, which sends the e-mail after asking
 * for the change's refund (so the e-mail can say the refund was made).
 */
const OWN_REQUEST_MS = 60_000;

/**
 * Sends up to `limit` change e-mails left unsent — their request ended before sending, or the
 * outbox could not be written and the claim was freed; returns how many it looked at. Each is
 * claimed first, so two sweeps at once, or one run twice, send it once.
 */
export async function sweepChangeNotices(
  deps: OrderMailDeps,
  now: Date,
  onError: (err: unknown) => void,
  limit = 50,
): Promise<number> {
  const since = new Date(now.getTime() - SEND_WITHIN_DAYS * 86_400_000);
  const before = new Date(now.getTime() - OWN_REQUEST_MS);
  const ids = await changeEmailsDue(deps.db, since, before, limit);
  for (const id of ids) await sendChangeNotice(deps, id, now).catch(onError);
  return ids.length;
}
