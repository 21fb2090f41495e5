/**
 * Corporate finance inputs (issue 22; zod, parsed by server/graphql/corporate/finance-resolvers.ts):
 * the booking-history filters and cursors, the report periods and the wallet's pages. Field errors
 * name the argument, e.g. `filter.statuses.0`.
 */
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { count, opaqueId, rule, text, listOffset, listSort } from '../context/input.js';

export const ORDER_STATUSES = [
  'PENDING',
  'PROCESSING',
  'SUCCESSFUL',
  'FAILED',
  'CANCELLED',
  'REFUNDED',
] as const;
export const PAYMENT_METHODS = [
  'CARD',
  'WALLET',
  'CORPORATE_WALLET',
  'P2C2P',
  'VNPAY',
  'BANK_TRANSFER',
  'MOMO',
] as const;
export const PRODUCT_TYPES = ['FLIGHT', 'HOTEL'] as const;

const optionalId = opaqueId.nullish().transform((v) => v ?? null);
const instant = z.coerce
  .date({ message: 'must be a date and time' })
  .nullish()
  .transform((v) => v ?? null);
const ids = z
  .array(opaqueId)
  .max(100, 'at most 100 ids')
  .nullish()
  .transform((v) => v ?? []);
const limit = count(1, 100)
  .nullish()
  .transform((v) => v ?? 20);

/** from < to when both are given. */
const ordered = <T extends { from: Date | null; to: Date | null }>(v: T) =>
  !v.from || !v.to || v.from < v.to;
const orderedRule = rule('order', 'must be later than from');

export const bookingFilterInput = z
  .object({
    from: instant,
    to: instant,
    user_ids: ids,
    department_ids: ids,
    cost_center_ids: ids,
    product_type: z
      .enum(PRODUCT_TYPES)
      .nullish()
      .transform((v) => v ?? null),
    payment_methods: z
      .array(z.enum(PAYMENT_METHODS))
      .nullish()
      .transform((v) => v ?? []),
    statuses: z
      .array(z.enum(ORDER_STATUSES))
      .nullish()
      .transform((v) => v ?? []),
    search: text(100)
      .nullish()
      .transform((v) => v?.trim() || null),
  })
  .refine(ordered, { ...orderedRule, path: ['to'] });
export type BookingFilter = z.infer<typeof bookingFilterInput>;

const emptyFilter: BookingFilter = bookingFilterInput.parse({});

/** booking_histories(corporate_id, last_id, limit, user_order_id): the spec's keyset page. */
export const bookingHistoriesInput = z.object({
  corporate_id: optionalId,
  last_id: optionalId,
  limit,
  user_order_id: optionalId,
});
export type BookingHistoriesInput = z.infer<typeof bookingHistoriesInput>;

/** booking_histories_page: filtered, sorted, offset-paged, with totals (the console's list). */
export const bookingHistoriesPageInput = z.object({
  corporate_id: optionalId,
  user_order_id: optionalId,
  filter: bookingFilterInput.nullish().transform((v) => v ?? emptyFilter),
  sort: listSort(['INSERTED_AT', 'PRICE']),
  limit,
  offset: listOffset(1_000_000),
});
export type BookingHistoriesPageInput = z.infer<typeof bookingHistoriesPageInput>;

/** One record of the corporate by id (booking_history, user_order_history). */
export const recordInput = z.object({ corporate_id: optionalId, id: opaqueId });
export type RecordInput = z.infer<typeof recordInput>;

/** user_order_histories(corporate_id, last_id, limit, from, to). */
export const orderHistoriesInput = z
  .object({ corporate_id: optionalId, last_id: optionalId, limit, from: instant, to: instant })
  .refine(ordered, { ...orderedRule, path: ['to'] });
export type OrderHistoriesInput = z.infer<typeof orderHistoriesInput>;

/** property_bookings(input): hotel bookings, offset-paged. */
export const propertyBookingsInput = z
  .object({
    corporate_id: optionalId,
    from: instant,
    to: instant,
    user_ids: ids,
    search: text(100)
      .nullish()
      .transform((v) => v?.trim() || null),
    limit,
    offset: count(0, 1_000_000)
      .nullish()
      .transform((v) => v ?? 0),
  })
  .refine(ordered, { ...orderedRule, path: ['to'] });
export type PropertyBookingsInput = z.infer<typeof propertyBookingsInput>;

/** The reports' period [from, to) (either end open) and statistic_reports' limit. */
export const reportInput = z
  .object({
    corporate_id: optionalId,
    from: instant,
    to: instant,
    limit: count(1, 100)
      .nullish()
      .transform((v) => v ?? 10),
  })
  .refine(ordered, { ...orderedRule, path: ['to'] });
export type ReportInput = z.infer<typeof reportInput>;

/**
 * corporate_wallet_entries(corporate_id, last_id, limit): last_id is an entry's id (its seq),
 * checked by the service once the caller may read the wallet (`entrySeq`).
 */
export const walletEntriesInput = z.object({
  corporate_id: optionalId,
  last_id: optionalId,
  limit,
});
export type WalletEntriesInput = z.infer<typeof walletEntriesInput>;

/** An entry id as the ledger numbers it, or a field error naming `last_id`. */
export function entrySeq(lastId: string | null): number | null {
  if (lastId == null) return null;
  if (!/^[1-9][0-9]{0,15}$/.test(lastId)) {
    const message = 'must be an entry id this service returned';
    throw new AppError('BAD_USER_INPUT', `last_id: ${message}`, [
      { field: 'last_id', rule: 'format', message },
    ]);
  }
  return Number(lastId);
}
