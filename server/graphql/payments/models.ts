// What the checkout domain hands to GraphQL where a type has fields of its own resolvers
// (scripts/codegen.ts `mappers`); the generated resolver types check everything else.
import type { UserOrder } from '../generated/payments.js';

/** An order as stored: `shopping_items` resolves on its own (booking-resolvers.ts). */
export type UserOrderModel = Omit<UserOrder, 'shopping_items'>;
