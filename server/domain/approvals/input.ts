/**
 * Booking request inputs (zod, parsed by server/graphql/corporate/approvals-resolvers.ts).
 * Field errors name the path relative to `input`.
 */
import { z } from 'zod';
import { count, opaqueId, rule, text } from '../context/input.js';

export const REQUEST_STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'EXPIRED',
  'CANCELLED',
  'BOOKED',
] as const;
export const REQUEST_KINDS = ['FLIGHT', 'HOTEL'] as const;

const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const createBookingRequestInput = z
  .object({
    corporate_id: opaqueId.nullish(),
    payment_checkout_session_id: opaqueId.nullish(),
    cart_token: z.string().min(1).max(64).nullish(),
    reason_code: optionalText(40),
    note: optionalText(1000),
  })
  .refine((v) => Boolean(v.payment_checkout_session_id) || Boolean(v.cart_token), {
    path: ['payment_checkout_session_id'],
    ...rule('required', 'Give the checkout session id or its cart token.'),
  });
export type CreateBookingRequestInput = z.infer<typeof createBookingRequestInput>;

export const decideBookingRequestInput = z
  .object({
    corporate_id: opaqueId.nullish(),
    id: opaqueId,
    decision: z.enum(['APPROVE', 'REJECT']),
    comment: optionalText(1000),
  })
  .refine((v) => v.decision !== 'REJECT' || Boolean(v.comment), {
    path: ['comment'],
    ...rule('required', 'Say why the request is rejected: the requester reads it.'),
  });
export type DecideBookingRequestInput = z.infer<typeof decideBookingRequestInput>;

export const cancelBookingRequestInput = z.object({
  corporate_id: opaqueId.nullish(),
  id: opaqueId,
});

export const repriceBookingRequestInput = z.object({
  corporate_id: opaqueId.nullish(),
  id: opaqueId,
  payment_checkout_session_id: opaqueId,
});
export type RepriceBookingRequestInput = z.infer<typeof repriceBookingRequestInput>;

export const bookingRequestsArgs = z.object({
  corporate_id: opaqueId.nullish(),
  status: z.enum(REQUEST_STATUSES).nullish(),
  kind: z.enum(REQUEST_KINDS).nullish(),
  requester_id: opaqueId.nullish(),
  department_id: opaqueId.nullish(),
  /** Only the requests the caller has now (the approval queue). */
  mine: z.boolean().nullish(),
  from: z.coerce.date().nullish(),
  to: z.coerce.date().nullish(),
  search: optionalText(100),
  limit: count(1, 100)
    .nullish()
    .transform((v) => v ?? 20),
  offset: count(0, 100_000)
    .nullish()
    .transform((v) => v ?? 0),
});
export type BookingRequestsArgs = z.infer<typeof bookingRequestsArgs>;
