/*
 * The Stripe sandbox's charges (never in production): a successful PaymentIntent has a Charge,
 * its `latest_charge` (an id, as in Stripe's webhooks and plain reads; the Charge itself when
 * the read asks `expand[]=latest_charge`), whose `payment_method_details.card` reports the
 * card's network and last 4 — never its number. Shapes as Stripe's API answers them.
 */
import { randomBytes } from 'node:crypto';
import type { SandboxCard } from './dev-stripe-customers.js';

export interface SandboxCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  currency: string;
  created: number;
  livemode: false;
  paid: true;
  captured: true;
  status: 'succeeded';
  payment_intent: string;
  payment_method: string | null;
  payment_method_details: {
    type: 'card';
    card: SandboxCard & { funding: 'credit'; country: string; network: string };
  };
}

/** The network of a test card number, as Stripe names it (visa, mastercard, amex, jcb…). */
export function brandOfNumber(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^35/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

/** A card typed on the sandbox's form (or Stripe's test PaymentMethod pm_card_visa…). */
export function typedCard(number: string, year: number): SandboxCard {
  return { brand: brandOfNumber(number), last4: number.slice(-4), exp_month: 12, exp_year: year };
}

const random = (n = 12) => randomBytes(n).toString('base64url').replace(/[-_]/g, 'x');

export function sandboxCharges() {
  const charges = new Map<string, SandboxCharge>();
  return {
    /** The Charge of an intent that succeeded with `card`; its id goes on `latest_charge`. */
    charge(
      intent: { id: string; amount: number; currency: string; payment_method: string | null },
      card: SandboxCard,
      created: number,
    ): SandboxCharge {
      const charge: SandboxCharge = {
        id: `ch_${random()}`,
        object: 'charge',
        amount: intent.amount,
        amount_captured: intent.amount,
        currency: intent.currency,
        created,
        livemode: false,
        paid: true,
        captured: true,
        status: 'succeeded',
        payment_intent: intent.id,
        payment_method: intent.payment_method,
        payment_method_details: {
          type: 'card',
          card: { ...card, funding: 'credit', country: 'US', network: card.brand },
        },
      };
      charges.set(charge.id, charge);
      return charge;
    },
    get: (id: string | null) => (id ? charges.get(id) : undefined),
  };
}

/** Whether a read asks to expand `field` (`expand[]=…` or `expand[0]=…`, as the SDK writes it). */
export function expands(query: Record<string, unknown>, field: string): boolean {
  return Object.entries(query).some(
    ([key, value]) =>
      /^expand(\[\d*\])?$/.test(key) &&
      (Array.isArray(value) ? value.includes(field) : value === field),
  );
}
