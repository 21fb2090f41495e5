// What the checkout domain hands to GraphQL where a type has fields of its own resolvers
// (scripts/codegen.ts `mappers`); the generated resolver types check everything else.
import type { ShoppingItem, UserOrder } from '../generated/payments-types.js';

/** An order as stored: `shopping_items` resolves on its own (booking-resolvers.ts). */
export type UserOrderModel = Omit<UserOrder, 'shopping_items'>;

/**
 * A shopping item as stored: its `product` is the JSON written in the SDL's shape when the cart
 * was made (server/domain/checkout/products.ts), told apart by its `__typename`; nothing
 * stored can be checked against the union at compile time.
 */
export type ShoppingItemModel = Omit<ShoppingItem, 'product'> & { product?: unknown };
