import { campaignBookingCount } from '../../domain/checkout/campaign-bookings.js';
import {
  campaignCountInput,
  userInvoiceInput,
  userInvoicesInput,
} from '../../domain/checkout/input.js';
import { createUserInvoice, listUserInvoices } from '../../domain/checkout/user-invoices.js';
import { parseInput } from '../../domain/context/input.js';
import { requireUser } from '../../domain/context/user.js';
import type { Resolvers } from '../generated/main.js';
import { forMercurius } from '../typed.js';

/*
 * The main service's saved billing details and campaign count (spec §7; docs/checkout.md
 * "Saved billing details", "campaign_booking_count"): user_invoices, create_user_invoice,
 * campaign_booking_count. Thin: server/domain/checkout; always the signed-in user's own.
 */
const resolvers: Resolvers = {
  Query: {
    user_invoices: (_, args, ctx) =>
      listUserInvoices(
        ctx.database.db,
        requireUser(ctx.user).id,
        parseInput(userInvoicesInput, args).input,
      ),
    campaign_booking_count: (_, args, ctx) =>
      campaignBookingCount(
        ctx.database.db,
        requireUser(ctx.user).id,
        parseInput(campaignCountInput, args).input,
      ),
  },
  Mutation: {
    create_user_invoice: (_, args, ctx) =>
      createUserInvoice(
        ctx.database.db,
        requireUser(ctx.user).id,
        parseInput(userInvoiceInput, args).input,
      ),
  },
};

/** Combined with the other main resolvers in ../resolvers.ts. */
export const mainInvoiceResolvers = forMercurius(resolvers);
