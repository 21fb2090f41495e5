/**
 * A checkout session as stored, and how a caller names one. Its own file so the parts that
 * only need the shape (split-payment.ts, holds.ts) do not import sessions.ts, which uses them.
 */
import type { paymentCheckoutSessions } from '../../db/schema.js';

export type SessionRow = typeof paymentCheckoutSessions.$inferSelect;
export type SessionLookup = { cart_token: string } | { id: string };
