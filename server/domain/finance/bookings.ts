/**
 * Booking histories (issue 22, /corporate/bookings; docs/finance.md): the company's bookings,
 * their orders and its hotel stays. Owner, admins, accounting and the travel desk read the
 * company's; everyone else only the bookings made for or by them (docs/permissions.md
 * `bookings`: a grant of 'own' narrows the SQL to the caller). Every read is scoped by the
 * caller's corporate in SQL.
 */
import type { Db } from '../../db/client.js';
import { grantOf } from '../../../common/permissions/corporate.js';
import { actorFor, assertCan, ownCorporate } from '../corporates/access.js';
import { checkIds } from '../corporates/ids.js';
import { isUuid } from '../../db/sql-values.js';
import { requireUserId } from '../context/user.js';
import type {
  BookingHistoriesInput,
  BookingHistoriesPageInput,
  OrderHistoriesInput,
  PropertyBookingsInput,
  RecordInput,
} from './input.js';
import {
  bookingById,
  bookingByOrder,
  bookingsAfter,
  bookingsPage,
  bookingTotals,
  hotelBookings,
  NO_FILTER,
  ordersAfter,
  type BookingRow,
  type PersonRow,
  type Scope,
} from './bookings-repository.js';
import { presentBooking, presentOrder, presentPropertyBooking } from './present.js';

/** The caller's scope for reading bookings: their company, all of it or their own. */
async function scopeOf(
  db: Db,
  userId: string | null,
  corporateId: string | null,
  action: 'list' | 'show',
): Promise<Scope> {
  const { actor } = await actorFor(db, requireUserId(userId));
  const corporate = ownCorporate(actor, corporateId);
  assertCan(actor, action, 'bookings');
  const grant = grantOf(actor, action, 'bookings');
  return { corporateId: corporate, onlyUser: grant === 'all' ? null : actor.userId };
}

/** booking_histories: the spec's keyset page, newest first. */
export async function listBookingHistories(
  db: Db,
  userId: string | null,
  input: BookingHistoriesInput,
) {
  checkIds({ corporate_id: input.corporate_id, last_id: input.last_id });
  checkIds({ user_order_id: input.user_order_id });
  const scope = await scopeOf(db, userId, input.corporate_id, 'list');
  const rows = await bookingsAfter(db, scope, {
    lastId: input.last_id,
    limit: input.limit,
    userOrderId: input.user_order_id,
  });
  return rows.map(presentBooking);
}

/** booking_histories_page: filtered, sorted, offset-paged, with the totals of the filter. */
export async function bookingHistoriesPage(
  db: Db,
  userId: string | null,
  input: BookingHistoriesPageInput,
) {
  const f = input.filter;
  checkIds({ corporate_id: input.corporate_id, user_order_id: input.user_order_id });
  checkIdList('filter.user_ids', f.user_ids);
  checkIdList('filter.department_ids', f.department_ids);
  checkIdList('filter.cost_center_ids', f.cost_center_ids);
  const scope = await scopeOf(db, userId, input.corporate_id, 'list');
  const [rows, totals] = await Promise.all([
    bookingsPage(db, scope, {
      filter: f,
      userOrderId: input.user_order_id,
      sort: input.sort,
      limit: input.limit,
      offset: input.offset,
    }),
    bookingTotals(db, scope, f, input.user_order_id),
  ]);
  const sums = totals.map((t) => ({
    currency: t.currency,
    count: Number(t.count),
    price: Number(t.price),
    net_price: Number(t.net_price),
    vat_amount: Number(t.vat_amount),
    surcharge: Number(t.surcharge),
    company_amount: Number(t.company_amount),
  }));
  return {
    entries: rows.map(presentBooking),
    total_count: sums.reduce((n, t) => n + t.count, 0),
    totals: sums,
  };
}

function checkIdList(field: string, ids: string[]) {
  checkIds(Object.fromEntries(ids.map((id, i) => [`${field}.${i}`, id])));
}

/** booking_history: one booking of the company (null: none the caller may read has this id). */
export async function readBookingHistory(db: Db, userId: string | null, input: RecordInput) {
  checkIds({ corporate_id: input.corporate_id });
  const scope = await scopeOf(db, userId, input.corporate_id, 'show');
  if (!isUuid(input.id)) return null;
  const row = await bookingById(db, scope, input.id);
  return row ? presentBooking(row) : null;
}

/** user_order_histories: the company's orders, newest first, keyset-paged over [from, to). */
export async function listOrderHistories(
  db: Db,
  userId: string | null,
  input: OrderHistoriesInput,
) {
  checkIds({ corporate_id: input.corporate_id, last_id: input.last_id });
  const scope = await scopeOf(db, userId, input.corporate_id, 'list');
  const rows = await ordersAfter(db, scope, {
    lastId: input.last_id,
    limit: input.limit,
    from: input.from,
    to: input.to,
  });
  return rows.map(presentOrder);
}

/** user_order_history: one order of the company by its id. */
export async function readOrderHistory(db: Db, userId: string | null, input: RecordInput) {
  checkIds({ corporate_id: input.corporate_id });
  const scope = await scopeOf(db, userId, input.corporate_id, 'show');
  if (!isUuid(input.id)) return null;
  const row = await bookingByOrder(db, scope, input.id);
  return row ? presentOrder(row) : null;
}

/** property_bookings: the company's hotel stays, offset-paged. */
export async function listPropertyBookings(
  db: Db,
  userId: string | null,
  input: PropertyBookingsInput,
) {
  checkIds({ corporate_id: input.corporate_id });
  checkIdList('input.user_ids', input.user_ids);
  const scope = await scopeOf(db, userId, input.corporate_id, 'list');
  const { rows, total } = await hotelBookings(db, scope, {
    filter: {
      ...NO_FILTER,
      from: input.from,
      to: input.to,
      user_ids: input.user_ids,
      search: input.search,
    },
    limit: input.limit,
    offset: input.offset,
  });
  return { entries: rows.map(presentPropertyBooking), total_count: total };
}

export type { BookingRow, PersonRow };
