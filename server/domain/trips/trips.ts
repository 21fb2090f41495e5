/**
 * The trips service (docs/trips.md): a traveller's own trips (`trips`, `trip`, `update_trip`)
 * and a company's business trips (`approver_trip_list`): owners, admins and operation see all
 * of the company's, an approver those of the staff they approve (on the staff row or through
 * their department) and their own (docs/permissions.md `trips`). Personal trips stay private to
 * their traveller.
 */
import { addDays, vietnamDate } from '../../../common/calendar.js';
import type { Db } from '../../db/client.js';
import { AppError, type FieldError } from '../../errors.js';
import { actorFor, assertCan, ownCorporate } from '../corporates/access.js';
import { requireUserId } from '../context/user.js';
import type { TripFilter, UpdateTripInput } from './input.js';
import {
  bookingsOfTrip,
  cityNames,
  costCenterOf,
  listTrips,
  tripHasCompanyPayment,
  tripOfOrder,
  tripInScope,
  updateTripRow,
  type TripBookingRow,
  type TripQuery,
  type TripRow,
  type TripScope,
} from './repository.js';
import { flightsOf, tripTime, type TripPurpose } from './rules.js';

const bad = (fields: FieldError[]) =>
  new AppError('BAD_USER_INPUT', fields.map((f) => `${f.field}: ${f.message}`).join(' '), fields);
const notFound = () => new AppError('NOT_FOUND', 'No such trip.');

/** The window selectedTime names, as inclusive days (null ends are open). */
export function windowOf(
  filter: Pick<TripFilter, 'selectedTime' | 'dateRange'>,
  today: string,
): { from: string | null; to: string | null } {
  const [y, m] = today.split('-').map(Number);
  const month = (offset: number) =>
    new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 10);
  switch (filter.selectedTime) {
    case 'THIS_WEEK': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
      const monday = addDays(today, -weekday);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'THIS_MONTH':
      return { from: month(0), to: addDays(month(1), -1) };
    case 'NEXT_30_DAYS':
      return { from: today, to: addDays(today, 30) };
    case 'LAST_30_DAYS':
      return { from: addDays(today, -30), to: today };
    case 'THIS_YEAR':
      return { from: `${y}-01-01`, to: `${y}-12-31` };
    case 'CUSTOM':
      return { from: filter.dateRange?.from ?? null, to: filter.dateRange?.to ?? null };
    default:
      return { from: null, to: null };
  }
}

/** The filter as the repository reads it. */
export function queryOf(filter: TripFilter, today: string, companyView: boolean): TripQuery {
  const purposes: TripPurpose[] = [];
  if (filter.isBusiness) purposes.push('BUSINESS');
  if (filter.isPersonal && !companyView) purposes.push('PERSONAL');
  const list = (v: string[] | null | undefined) => (v && v.length ? v : null);
  return {
    purposes,
    time: filter.time_type,
    window: windowOf(filter, today),
    userIds: list(filter.user_ids),
    departmentIds: list(filter.department_ids),
    costCenterIds: list(filter.cost_center_ids),
    locations: list(filter.locations),
    search: filter.search ?? null,
    limit: filter.limit,
    offset: (filter.page - 1) * filter.limit,
  };
}

const personName = (first: string | null, last: string | null) =>
  [last, first].filter(Boolean).join(' ') || null;

type Names = Map<string, { name_vi: string; name_en: string }>;

function presentTrip(row: TripRow, names: Names, locale: string, today: string, me: string) {
  return {
    id: row.id,
    purpose: row.purpose,
    name: row.name,
    start_date: row.start_date,
    end_date: row.end_date,
    time: tripTime(row, today),
    places: row.places.map((id) => {
      const city = names.get(id);
      return { id, name: city ? (locale === 'en' ? city.name_en : city.name_vi) : id };
    }),
    traveller: {
      id: row.user_id,
      name: personName(row.traveller_first_name, row.traveller_last_name),
      email: row.traveller_email,
    },
    cost_center: row.cost_center_id
      ? { id: row.cost_center_id, name: row.cost_center_name ?? '' }
      : null,
    booking_count: Number(row.booking_count),
    total_price: Number(row.total_price),
    currency: row.currency ?? 'VND',
    can_edit: row.user_id === me,
  };
}

async function namesOf(db: Db, rows: TripRow[]): Promise<Names> {
  const ids = [...new Set(rows.flatMap((r) => r.places))];
  return new Map((await cityNames(db, ids)).map((c) => [c.id, c]));
}

interface Point {
  code: string;
  city_name?: string | null;
  date: string;
  timezone?: string | null;
}

/** A booking of the trip as the client reads it. */
export function presentBooking(row: TripBookingRow, me: string) {
  const flights = row.items
    .filter((i) => i.kind === 'FLIGHT_BOOKING')
    .flatMap((i) =>
      (flightsOf(i.product) as unknown as Record<string, unknown>[]).map((f) => {
        const dep = f.departure as Point;
        const arr = f.arrival as Point;
        const airline = f.airline as { name?: string } | null;
        const seat = f.seat_class as { type?: string } | null;
        return {
          code: String(f.code),
          airline_name: airline?.name ?? null,
          booking_code: (f.booking_code as string | null) ?? i.booking_code,
          departure_code: dep.code,
          departure_city: dep.city_name ?? null,
          departure_at: new Date(dep.date),
          departure_timezone: dep.timezone ?? null,
          arrival_code: arr.code,
          arrival_city: arr.city_name ?? null,
          arrival_at: new Date(arr.date),
          arrival_timezone: arr.timezone ?? null,
          seat_class: seat?.type ?? null,
        };
      }),
    );
  const stays = row.items
    .filter((i) => i.kind !== 'FLIGHT_BOOKING')
    .map((i) => {
      const p = i.product as {
        name?: string;
        property?: { name?: string; address?: { raw_address?: string } };
      };
      const m = i.metadata as {
        property_id?: string;
        check_in?: string;
        check_out?: string;
        rooms?: number;
      };
      return {
        property_id: m.property_id ?? '',
        property_name: p.property?.name ?? '',
        address: p.property?.address?.raw_address ?? null,
        room_name: p.name ?? null,
        check_in: m.check_in ?? row.start_date,
        check_out: m.check_out ?? row.end_date,
        rooms: Number(m.rooms ?? 1),
        booking_code: i.booking_code,
      };
    });
  const passengers = row.items.flatMap((i) => {
    const list = (i.product.passengers ?? []) as { first_name?: string; last_name?: string }[];
    return list.map((p) => [p.last_name, p.first_name].filter(Boolean).join(' ')).filter(Boolean);
  });
  const guest = row.booking_note?.guest;
  if (!passengers.length && guest) passengers.push(guest);
  const price = Number(row.price);
  const paid = row.status === 'SUCCESSFUL' || row.status === 'REFUNDED';
  const company =
    row.payment_type === 'CORPORATE'
      ? price
      : row.payment_type === 'SPLIT' && row.first_paid_at
        ? Number(row.first_pay ?? 0)
        : 0;
  const codes = [
    ...new Set([...flights.map((f) => f.booking_code), ...stays.map((s) => s.booking_code)]),
  ].filter((c): c is string => Boolean(c));
  return {
    id: row.id,
    product_type: row.product_type === 'FLIGHT' ? 'FLIGHT' : 'HOTEL',
    status: row.status,
    start_date: row.start_date,
    end_date: row.end_date,
    booking_codes: codes,
    flights,
    stays,
    passengers,
    price,
    currency: row.currency,
    payment_type: row.payment_type,
    payment_method: row.payment_method,
    company_paid: paid ? company : 0,
    person_paid: paid ? price - company : 0,
    paid_by: row.paid_by
      ? { id: row.paid_by, name: row.paid_by_name || null, email: row.paid_by_email }
      : null,
    booked_by: { id: row.booked_by, name: row.booked_by_name || null, email: row.booked_by_email },
    paid_at: row.paid_at ? new Date(row.paid_at) : null,
    payment_checkout_session_id: row.payment_checkout_session_id,
    cart_token: [row.user_id, row.booked_by, row.paid_by].includes(me) ? row.cart_token : null,
    trip_id: row.trip_id,
  };
}

/** The company scope of a caller who may list the company's trips (FORBIDDEN otherwise). */
export async function companyScope(db: Db, userId: string, corporateId?: string | null) {
  const { actor } = await actorFor(db, userId);
  const corporate = ownCorporate(actor, corporateId);
  assertCan(actor, 'list', 'trips');
  // 'own' grants (staff, accounting) do not reach the company's list.
  if (!['OWNER', 'ADMIN', 'APPROVER', 'OPERATION'].includes(actor.role ?? '')) {
    throw new AppError('FORBIDDEN', 'You may not list the trips of this corporate.');
  }
  const scope: TripScope = {
    kind: 'company',
    corporateId: corporate,
    approverId: actor.role === 'APPROVER' ? userId : null,
  };
  return scope;
}

export async function myTrips(
  db: Db,
  callerId: string | null,
  filter: TripFilter,
  now: Date,
  locale: string,
) {
  const me = requireUserId(callerId);
  // Naming a corporate here is allowed only for one's own (the list is one's own trips anyway).
  if (filter.corporate_id) ownCorporate((await actorFor(db, me)).actor, filter.corporate_id);
  const today = vietnamDate(now);
  const { rows, total } = await listTrips(
    db,
    { kind: 'own', userId: me },
    queryOf(filter, today, false),
    today,
  );
  const names = await namesOf(db, rows);
  return {
    entries: rows.map((r) => ({ ...presentTrip(r, names, locale, today, me), bookings: [] })),
    total_count: total,
  };
}

export async function approverTripList(
  db: Db,
  callerId: string | null,
  filter: TripFilter,
  now: Date,
  locale: string,
) {
  const me = requireUserId(callerId);
  const scope = await companyScope(db, me, filter.corporate_id);
  const today = vietnamDate(now);
  const { rows, total } = await listTrips(db, scope, queryOf(filter, today, true), today);
  const names = await namesOf(db, rows);
  return {
    entries: rows.map((r) => ({ ...presentTrip(r, names, locale, today, me), bookings: [] })),
    total_count: total,
  };
}

/** The caller's own trip, else one of the company's they may list; NOT_FOUND otherwise. */
async function visibleTrip(db: Db, me: string, id: string): Promise<TripRow> {
  const own = await tripInScope(db, { kind: 'own', userId: me }, id);
  if (own) return own;
  let scope: TripScope;
  try {
    scope = await companyScope(db, me);
  } catch {
    throw notFound();
  }
  const theirs = await tripInScope(db, scope, id);
  if (!theirs) throw notFound();
  return theirs;
}

export async function readTrip(
  db: Db,
  callerId: string | null,
  id: string,
  now: Date,
  locale: string,
) {
  const me = requireUserId(callerId);
  const row = await visibleTrip(db, me, id);
  const names = await namesOf(db, [row]);
  const bookings = (await bookingsOfTrip(db, row.id)).map((b) => presentBooking(b, me));
  return { ...presentTrip(row, names, locale, vietnamDate(now), me), bookings };
}

export async function updateTrip(
  db: Db,
  callerId: string | null,
  input: UpdateTripInput,
  now: Date,
  locale: string,
) {
  const me = requireUserId(callerId);
  const row = await tripInScope(db, { kind: 'own', userId: me }, input.id);
  if (!row) {
    // Someone else's trip: visible or not, only its traveller changes it.
    await visibleTrip(db, me, input.id);
    throw new AppError('FORBIDDEN', 'Only the traveller changes a trip.');
  }
  const patch: Parameters<typeof updateTripRow>[3] = {};
  if (input.name !== undefined) patch.name = input.name;
  let corporateId = row.corporate_id;
  if (input.purpose && input.purpose !== row.purpose) {
    if (input.purpose === 'PERSONAL') {
      if (await tripHasCompanyPayment(db, row.id)) {
        const message = 'must stay BUSINESS: the company paid for a booking of this trip';
        throw bad([{ field: 'purpose', rule: 'company_paid', message }]);
      }
      corporateId = null;
      patch.cost_center_id = null;
    } else {
      const { actor } = await actorFor(db, me);
      if (!actor.corporateId) {
        const message = 'can be BUSINESS only for a member of a company';
        throw bad([{ field: 'purpose', rule: 'no_company', message }]);
      }
      corporateId = actor.corporateId;
    }
    patch.purpose = input.purpose;
    patch.corporate_id = corporateId;
  }
  if (input.cost_center_id !== undefined) {
    if (input.cost_center_id === null) patch.cost_center_id = null;
    else if (!corporateId || !(await costCenterOf(db, corporateId, input.cost_center_id))) {
      const message = "must be a cost center of the trip's company";
      throw bad([{ field: 'cost_center_id', rule: 'unknown', message }]);
    } else patch.cost_center_id = input.cost_center_id;
  }
  await updateTripRow(db, me, row.id, patch);
  return readTrip(db, me, row.id, now, locale);
}

/** One booking of a trip the caller may see (NOT_FOUND otherwise): the mobile embeds. */
export async function readTripBooking(db: Db, callerId: string | null, orderId: string) {
  const me = requireUserId(callerId);
  const tripId = await tripOfOrder(db, orderId);
  if (!tripId) throw new AppError('NOT_FOUND', 'No such booking.');
  const trip = await visibleTrip(db, me, tripId);
  const row = (await bookingsOfTrip(db, trip.id)).find((b) => b.id === orderId);
  if (!row) throw new AppError('NOT_FOUND', 'No such booking.');
  return presentBooking(row, me);
}
