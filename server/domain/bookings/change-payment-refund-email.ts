/**
 * The e-mail that a flight change's payment is given back (docs/manage-booking.md "A dearer
 * change paid through the booking's rail"), once the refund is decided — back (SUCCEEDED), on
 * its way (PENDING) or left to accounting (MANUAL) —, once: claimed by the attempt's
 * `refund_email_sent_at` (freed again if the outbox could not be written, and sent by the
 * follow-ups sweep). A bank transfer credited after that e-mail adds to what is owed and gets
 * an e-mail of its own, for that transfer (`refund_details.emailed`). To the order e-mails'
 * recipients, each in their own language.
 */
import { email } from '../../mail/index.js';
import { cardLine, mailOf, type OrderMailDeps } from '../checkout/order-emails.js';
import { orderById } from '../checkout/refunds-repository.js';
import {
  changePaymentRefundEmailsDue,
  claimChangePaymentRefundEmail,
  unclaimChangePaymentRefundEmail,
} from './change-payment-repository.js';

const stateOf = (status: string | null) =>
  status === 'SUCCEEDED' ? 'DONE' : status === 'MANUAL' ? 'MANUAL' : 'ON_ITS_WAY';

/** Sends the attempt's refund e-mail unless sent or not decided; true when this call sent it. */
export async function sendChangePaymentRefundNotice(deps: OrderMailDeps, id: string, now: Date) {
  const attempt = await claimChangePaymentRefundEmail(deps.db, id, now);
  if (!attempt) return false;
  try {
    const order = await orderById(deps.db, attempt.user_order_id);
    if (!order) return false;
    const owed = Number(attempt.refund_details?.amount ?? attempt.total);
    // What earlier e-mails covered: this one tells of the transfer that came after them.
    const before = Number(attempt.refund_details?.emailed_before ?? 0);
    const card = cardLine(attempt.details);
    for (const m of await mailOf(deps, order)) {
      await deps.messenger.deliver(
        email(m.to, 'booking_change_payment_refund', m.recipient, {
          ...m.mail,
          ...(card ? { card } : {}),
          late: {
            flightCode: String(attempt.to_flight.code ?? ''),
            refund: owed - before,
            reason:
              before > 0
                ? 'FURTHER'
                : attempt.refund_details?.late === 'EXCESS'
                  ? 'EXCESS'
                  : 'NOT_CHANGED',
            ...(before > 0 ? { owed } : {}),
            state: stateOf(attempt.refund_status),
            paidWith: attempt.method,
          },
        }),
      );
    }
    return true;
  } catch (err) {
    await unclaimChangePaymentRefundEmail(deps.db, id);
    throw err;
  }
}

/** Sends the refund e-mails still due (a send that failed before); returns how many it sent. */
export async function sweepChangePaymentRefundEmails(
  deps: OrderMailDeps,
  now: Date,
  onError: (err: unknown) => void,
  limit = 50,
): Promise<number> {
  let sent = 0;
  for (const id of await changePaymentRefundEmailsDue(deps.db, limit)) {
    if (await sendChangePaymentRefundNotice(deps, id, now).catch(onError)) sent += 1;
  }
  return sent;
}
