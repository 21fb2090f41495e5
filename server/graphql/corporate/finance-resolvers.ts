import {
  bookingHistoriesPage,
  listBookingHistories,
  listOrderHistories,
  listPropertyBookings,
  readBookingHistory,
  readOrderHistory,
} from '../../domain/finance/bookings.js';
import {
  bookingHistoriesInput,
  bookingHistoriesPageInput,
  orderHistoriesInput,
  propertyBookingsInput,
  recordInput,
  reportInput,
  walletEntriesInput,
} from '../../domain/finance/input.js';
import {
  orderStatistics,
  statisticReports,
  totalStatisticReport,
} from '../../domain/finance/reports.js';
import { corporateWallet, corporateWalletEntries } from '../../domain/finance/wallet.js';
import { now } from '../../domain/context/clock.js';
import { parseInput } from '../../domain/context/input.js';
import type { RequestContext } from '../context.js';
import type { QueryResolvers } from '../generated/corporate.js';

/*
 * Corporate finance reads (issue 22): booking histories, orders, hotel bookings, the spending
 * reports and the corporate wallet. zod names each bad argument; server/domain/finance
 * authorizes and scopes every query by the caller's corporate.
 */

type Q = QueryResolvers<RequestContext>;
const user = (ctx: RequestContext) => ctx.user?.id ?? null;

const booking_histories: Q['booking_histories'] = (_p, args, ctx) =>
  listBookingHistories(ctx.database.db, user(ctx), parseInput(bookingHistoriesInput, args));

const booking_histories_page: Q['booking_histories_page'] = (_p, args, ctx) =>
  bookingHistoriesPage(ctx.database.db, user(ctx), parseInput(bookingHistoriesPageInput, args));

const booking_history: Q['booking_history'] = (_p, args, ctx) =>
  readBookingHistory(ctx.database.db, user(ctx), parseInput(recordInput, args));

const user_order_histories: Q['user_order_histories'] = (_p, args, ctx) =>
  listOrderHistories(ctx.database.db, user(ctx), parseInput(orderHistoriesInput, args));

const user_order_history: Q['user_order_history'] = (_p, args, ctx) =>
  readOrderHistory(ctx.database.db, user(ctx), parseInput(recordInput, args));

const property_bookings: Q['property_bookings'] = (_p, { input }, ctx) =>
  listPropertyBookings(ctx.database.db, user(ctx), parseInput(propertyBookingsInput, input));

const statistic_reports: Q['statistic_reports'] = (_p, args, ctx) =>
  statisticReports(ctx.database.db, user(ctx), parseInput(reportInput, args));

const total_statistic_report: Q['total_statistic_report'] = (_p, args, ctx) =>
  totalStatisticReport(ctx.database.db, user(ctx), parseInput(reportInput, args));

const statistic_user_order_histories: Q['statistic_user_order_histories'] = (_p, args, ctx) =>
  orderStatistics(ctx.database.db, user(ctx), parseInput(reportInput, args));

const corporate_wallet: Q['corporate_wallet'] = (_p, args, ctx) =>
  corporateWallet(ctx.database.db, user(ctx), args.corporate_id ?? null, now(ctx));

const corporate_wallet_entries: Q['corporate_wallet_entries'] = (_p, args, ctx) =>
  corporateWalletEntries(ctx.database.db, user(ctx), parseInput(walletEntriesInput, args));

export const financeQueries = {
  booking_histories,
  booking_histories_page,
  booking_history,
  user_order_histories,
  user_order_history,
  property_bookings,
  statistic_reports,
  total_statistic_report,
  statistic_user_order_histories,
  corporate_wallet,
  corporate_wallet_entries,
};
