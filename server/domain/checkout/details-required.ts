/**
 * A checkout is paid only once its booking details are on it (update_booking_details): the
 * contact e-mail and phone, and the passengers of a flight or the lead guest of a stay (a wallet
 * top-up books nothing and needs none). Every
 * payment operation asks this before it charges or starts a gateway, so an order never reaches
 * the supplier without the names to book it under. Each missing detail is its own field error
 * (`rule: details_required`), naming the field update_booking_details takes.
 */
import { AppError } from '../../errors.js';
import type { SessionRow } from './sessions.js';

interface Problem {
  field: string;
  rule: 'details_required';
  message: string;
}

/** What the session still lacks before it can be paid; empty when nothing. */
export function missingDetails(session: Pick<SessionRow, 'booking_note' | 'product_type'>) {
  const problems: Problem[] = [];
  // A wallet top-up books nothing: there is no one to book it under.
  if (session.product_type === 'TOP_UP') return problems;
  const note = session.booking_note ?? {};
  const lacks = (field: string, what: string) =>
    problems.push({
      field,
      rule: 'details_required',
      message: `Add the ${what} (update_booking_details) before paying.`,
    });
  if (!note.email) lacks('contact_email', 'contact e-mail');
  if (!note.phone) lacks('contact_phone', 'contact phone');
  // update_booking_details sets `guest` from the lead passenger of a flight, so a flight
  // without it has no passengers yet.
  if (!note.guest) {
    if (session.product_type === 'FLIGHT') lacks('passengers', 'passengers');
    else lacks('guest', 'lead guest');
  }
  return problems;
}

/** Refuses the payment of a session without its details, naming each one missing. */
export function assertDetails(session: Pick<SessionRow, 'booking_note' | 'product_type'>) {
  const problems = missingDetails(session);
  if (problems.length) {
    throw new AppError(
      'BAD_USER_INPUT',
      problems.map((p) => `${p.field}: ${p.message}`).join(' '),
      problems,
    );
  }
}
