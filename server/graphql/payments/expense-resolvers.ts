import { now } from '../../domain/context/clock.js';
import { bookExpenseManagement } from '../../domain/checkout/expense-bookings.js';
import { expenseBookingInput } from '../../domain/checkout/input.js';
import { parseInput } from '../../domain/context/input.js';
import { requireUser } from '../../domain/context/user.js';
import type { Resolvers } from '../generated/payments.js';
import { forMercurius } from '../typed.js';

/* book_expense_management (docs/checkout.md "Expense booking"). Thin: server/domain/checkout. */

const resolvers: Resolvers = {
  Mutation: {
    book_expense_management: (_, args, ctx) =>
      bookExpenseManagement(
        ctx.database.db,
        requireUser(ctx.user).id,
        parseInput(expenseBookingInput, args).input,
        now(ctx),
      ),
  },
};

/** Combined with the other payments resolvers in ../resolvers.ts. */
export const expenseResolvers = forMercurius(resolvers);
