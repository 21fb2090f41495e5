/**
 * The order reference a gateway carries (docs/checkout.md "Gateway payments"): the first 16 hex
 * digits of the checkout session's id, upper-cased, then — for a rail that wants a new reference
 * per attempt (VNPay refuses a vnp_TxnRef it has seen) — 4 random base-36 characters, never the
 * previous attempt's.
 * Nothing is stored to find the session again: the 16 digits name a range of uuids, read on the
 * primary key. A bank transfer's memo uses the bare 16 (the same for every transfer of a session).
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { sessionIdsBetween } from './sessions-repository.js';

const KEY_LENGTH = 16;
const REF = /^[0-9A-F]{16}[0-9A-Z]{0,4}$/;

/** The session's own reference (bank transfer memos). */
export function sessionRef(sessionId: string): string {
  return sessionId.replace(/-/g, '').slice(0, KEY_LENGTH).toUpperCase();
}

/** A reference for one gateway attempt: the session's, then 4 random base-36 characters. */
export function attemptRef(sessionId: string, previous?: unknown): string {
  for (;;) {
    const suffix = randomInt(36 ** 4)
      .toString(36)
      .toUpperCase()
      .padStart(4, '0');
    const ref = `${sessionRef(sessionId)}${suffix}`;
    if (ref !== previous) return ref;
  }
}

/** The uuid bounds a reference names ("xxxxxxxx-xxxx-xxxx-…"), or null when it is not ours. */
function uuidBounds(ref: string): [string, string] | null {
  if (!REF.test(ref)) return null;
  const hex = ref.slice(0, KEY_LENGTH).toLowerCase();
  const bound = (fill: string) => {
    const full = hex + fill.repeat(32 - KEY_LENGTH);
    return `${full.slice(0, 8)}-${full.slice(8, 12)}-${full.slice(12, 16)}-${full.slice(16, 20)}-${full.slice(20)}`;
  };
  return [bound('0'), bound('f')];
}

/** The id of the session a reference names; null when none or (never expected) several do. */
export async function sessionIdOfRef(db: Db, ref: string): Promise<string | null> {
  const bounds = uuidBounds(ref);
  if (!bounds) return null;
  const rows = await sessionIdsBetween(db, bounds[0], bounds[1]);
  return rows.length === 1 ? rows[0].id : null;
}
