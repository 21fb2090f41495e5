/**
 * The references a corporate bank transfer carries in its memo (`WF<ref>`, the bank rail's
 * memo form, docs/payments.md): `CT` + 12 characters names a wallet top-up, `CI` + 12 an
 * invoice. Checkout's references are 16 hex digits (checkout/order-ref.ts); a `T` or an `I` in
 * second place is never hex, so the two never name the same thing.
 */
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const BODY_LENGTH = 12;
const PREFIX = { TOP_UP: 'CT', INVOICE: 'CI' } as const;
export type TransferKind = keyof typeof PREFIX;

const REF = /^C([TI])[A-Z0-9]{12}$/;

/** A new random reference for a top-up or an invoice (unique in its table). */
export function newTransferRef(kind: TransferKind): string {
  let body = '';
  for (let i = 0; i < BODY_LENGTH; i += 1) body += ALPHABET[randomInt(ALPHABET.length)];
  return `${PREFIX[kind]}${body}`;
}

/** What a reference names, or null when it is not a corporate transfer's. */
export function transferKindOf(ref: string): TransferKind | null {
  const match = REF.exec(ref);
  if (!match) return null;
  return match[1] === 'T' ? 'TOP_UP' : 'INVOICE';
}
