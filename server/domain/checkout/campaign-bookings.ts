/**
 * campaign_booking_count (docs/checkout.md "campaign_booking_count"): how many bookings the
 * signed-in user made under a campaign — their SUCCESSFUL orders (as the traveller) whose
 * checkout redeemed the promotion with that code; optionally only flights or only hotels.
 * Top-ups are never bookings. Scoped to the caller's id in SQL (orders-repository.ts).
 */
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { parseInput, rule } from '../context/input.js';
import { campaignOrderCount } from './orders-repository.js';

const countInput = z.object({
  input: z.object({
    code: z
      .string()
      .trim()
      .max(40)
      .refine((v) => v.length > 0, rule('required', 'code is required'))
      .transform((v) => v.toUpperCase()),
    product_type: z.enum(['FLIGHT', 'HOTEL']).nullish(),
  }),
});

export async function campaignBookingCount(db: Db, userId: string, args: unknown) {
  const { code, product_type } = parseInput(countInput, args).input;
  return campaignOrderCount(db, userId, code, product_type);
}
