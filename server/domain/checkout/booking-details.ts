/**
 * update_booking_details (docs/graphql-contract.md): the contact of a checkout and who travels
 * — the passengers of a flight (passengers.ts) or the lead guest and requests of a stay. Kept on
 * the session's `booking_note` and, for flights, on the FlightBooking item (`contact_*`,
 * `passengers`), so the booking and the confirmation read them from one place. Only the
 * session's traveller or booker, and only before it is paid, expired or cancelled.
 */
import { dateIn, vietnamDate, VIETNAM_TIME_ZONE } from '../../../common/calendar.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { splitVat } from '../context/money.js';
import { airportCountries } from './airports-repository.js';
import { baggageTotalOf, offersOfFlightBooking, priceBaggageChoices } from './baggage.js';
import type { BookingDetailsInput } from './input.js';
import { passengerProblems, type Trip } from './passengers.js';
import { repriceSession } from './reprice.js';
import { itemsOfSession, setBookingNote, setItemPriced } from './sessions-repository.js';
import { findSession, type SessionRow } from './sessions.js';
import { companyPartPaid } from './split-payment.js';

const fail = (problems: { field: string; rule: string; message: string }[]) =>
  new AppError(
    'BAD_USER_INPUT',
    problems.map((p) => `${p.field}: ${p.message}`).join(' '),
    problems,
  );

interface FlightPoint {
  code: string;
  date: string;
  timezone?: string | null;
}

async function tripOf(db: Db, product: Record<string, unknown>, metadata: Record<string, unknown>) {
  const flights = [product.departure_flight, product.return_flight].filter(Boolean) as {
    departure: FlightPoint;
    arrival: FlightPoint;
  }[];
  const codes = [...new Set(flights.flatMap((f) => [f.departure.code, f.arrival.code]))];
  const countries = await airportCountries(db, codes);
  const day = (p: FlightPoint) => dateIn(new Date(p.date), p.timezone ?? VIETNAM_TIME_ZONE);
  const trip: Trip = {
    firstDate: day(flights[0].departure),
    lastDate: day(flights[flights.length - 1].departure),
    international: countries.length > 1 || countries.some((c) => c.country !== 'VN'),
    party: metadata.party as Trip['party'],
  };
  return trip;
}

export async function updateBookingDetails(
  db: Db,
  userId: string,
  input: BookingDetailsInput,
  now: Date,
): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    const session = await findSession(tx, userId, { id: input.payment_checkout_session_id }, true);
    if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
    if (session.status !== 'OPEN' && session.status !== 'PROCESSING') {
      const message = `This checkout is ${session.status.toLowerCase()}; its details can no longer change.`;
      throw fail([{ field: 'payment_checkout_session_id', rule: 'not_open', message }]);
    }
    const items = await itemsOfSession(tx, session.id);
    const flight = items.find((i) => i.kind === 'FLIGHT_BOOKING');
    const note = {
      email: input.contact_email,
      phone: input.contact_phone,
      guest: input.guest,
      request: input.request,
    };
    if (flight) {
      if (!input.passengers?.length) {
        throw fail([{ field: 'passengers', rule: 'required', message: 'are required' }]);
      }
      const trip = await tripOf(tx, flight.product, flight.metadata);
      const today = vietnamDate(now);
      const offers = await offersOfFlightBooking(tx, flight.product);
      const priced = priceBaggageChoices(input.passengers, offers);
      const problems = [...passengerProblems(input.passengers, trip, today), ...priced.problems];
      if (problems.length) throw fail(problems);
      const passengers = input.passengers.map(
        ({ departure_baggage: _d, return_baggage: _r, ...p }, i) => ({
          ...p,
          ...priced.baggages[i],
        }),
      );
      const product = {
        ...flight.product,
        contact_email: input.contact_email,
        contact_phone: input.contact_phone,
        passengers,
      };
      const change = priced.total - baggageTotalOf(flight.product);
      if (change !== 0) assertPriceMayChange(session);
      const price = flight.price + change;
      await setItemPriced(tx, flight.id, {
        product,
        price,
        original_price: flight.original_price + change,
        duty_free_price: splitVat(price, session.tax_rate).dutyFree,
      });
      const lead = passengers[0];
      note.guest = `${lead.last_name} ${lead.first_name}`;
      const noted = await setBookingNote(tx, session.id, note);
      if (change === 0) return noted;
      // The voucher's and gift vouchers' amounts as applied; only the items and what follows move.
      return repriceSession(
        tx,
        noted,
        { voucher: session.voucher_discount, gift: session.gift_voucher_discount },
        now,
      );
    } else if (!input.guest) {
      throw fail([{ field: 'guest', rule: 'required', message: 'is required' }]);
    }
    return setBookingNote(tx, session.id, note);
  });
}

/**
 * Extra baggage changes the price: only while nothing is being paid — a gateway payment under
 * way (PROCESSING) or a company's part already charged fixed the amount.
 */
function assertPriceMayChange(session: SessionRow) {
  if (session.status === 'OPEN' && !companyPartPaid(session)) return;
  const message = 'a payment is under way; the extra baggage can no longer change';
  throw fail([{ field: 'passengers', rule: 'in_progress', message }]);
}
