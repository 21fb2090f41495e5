/**
 * update_booking_details (docs/graphql-contract.md): the contact of a checkout and who travels
 * — the passengers of a flight (passengers.ts) or the lead guest and requests of a stay. Kept on
 * the session's `booking_note` and, for flights, on the FlightBooking item (`contact_*`,
 * `passengers`), so the booking and the confirmation read them from one place. Only the
 * session's traveller or booker, and only before it is paid, expired or cancelled.
 */
import { z } from 'zod';
import { isPhoneNumber } from '../../../common/phone.js';
import { dateIn, vietnamDate, VIETNAM_TIME_ZONE } from '../../../common/calendar.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { parseInput, rule } from '../context/input.js';
import { airportCountries } from './airports-repository.js';
import { passengerInput, passengerProblems, type Trip } from './passengers.js';
import { itemsOfSession, setBookingNote, setItemProduct } from './sessions-repository.js';
import { findSession, type SessionRow } from './sessions.js';

const detailsInput = z.object({
  payment_checkout_session_id: z.string().trim().min(1).max(200),
  contact_email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v.length > 0, rule('required', 'is required'))
    .refine(
      (v) => v.length === 0 || z.email().safeParse(v).success,
      rule('email', 'is not a valid e-mail address'),
    ),
  contact_phone: z
    .string()
    .transform((v) => v.replace(/[\s.()-]/g, ''))
    .refine((v) => v.length > 0, rule('required', 'is required'))
    .refine((v) => v.length === 0 || isPhoneNumber(v), rule('phone', 'is not a phone number')),
  passengers: z.array(passengerInput).max(18).nullish(),
  guest: z
    .string()
    .trim()
    .max(100, 'must be at most 100 characters')
    .nullish()
    .transform((v) => (v ? v.replace(/\s+/g, ' ') : null)),
  request: z
    .string()
    .trim()
    .max(500, 'must be at most 500 characters')
    .nullish()
    .transform((v) => v || null),
});

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
  args: unknown,
  now: Date,
): Promise<SessionRow> {
  const input = parseInput(detailsInput, args);
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
      const problems = passengerProblems(input.passengers, trip, today);
      if (problems.length) throw fail(problems);
      const passengers = input.passengers.map((p) => ({
        ...p,
        departure_baggages: [],
        return_baggages: [],
      }));
      const product = {
        ...flight.product,
        contact_email: input.contact_email,
        contact_phone: input.contact_phone,
        passengers,
      };
      await setItemProduct(tx, flight.id, product);
      const lead = passengers[0];
      note.guest = `${lead.last_name} ${lead.first_name}`;
    } else if (!input.guest) {
      throw fail([{ field: 'guest', rule: 'required', message: 'is required' }]);
    }
    return setBookingNote(tx, session.id, note);
  });
}
