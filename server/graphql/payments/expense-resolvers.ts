import { systemClock } from '../../auth/clock.js';
import { bookExpenseManagement } from '../../domain/checkout/expense-bookings.js';
import { requireUser } from '../../domain/support/tickets.js';
import type { RequestContext } from '../context.js';
import type { Resolvers } from '../generated/payments.js';
import { forMercurius } from '../typed.js';

/* book_expense_management (docs/checkout.md "Expense booking"). Thin: server/domain/checkout. */

const now = (ctx: RequestContext) => (ctx.auth?.services.clock ?? systemClock).now();

const resolvers: Resolvers = {
  Mutation: {
    book_expense_management: (_, args, ctx) =>
      bookExpenseManagement(ctx.database.db, requireUser(ctx.user).id, args, now(ctx)),
  },
};

/** Combined with the other payments resolvers in ../resolvers.ts. */
export const expenseResolvers = forMercurius(resolvers);
