/**
 * campaign_booking_count (docs/checkout.md "campaign_booking_count"): how many bookings the
 * signed-in user made under a campaign — their SUCCESSFUL orders (as the traveller) whose
 * checkout redeemed the promotion with that code; optionally only flights or only hotels.
 * Top-ups are never bookings. Scoped to the caller's id in SQL (orders-repository.ts).
 */
import type { Db } from '../../db/client.js';
import type { CampaignCountInput } from './input.js';
import { campaignOrderCount } from './orders-repository.js';

export async function campaignBookingCount(db: Db, userId: string, input: CampaignCountInput) {
  const { code, product_type } = input;
  return campaignOrderCount(db, userId, code, product_type);
}
