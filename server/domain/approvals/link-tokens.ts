/**
 * The approve and reject links of approval e-mails (docs/approvals.md "Links"): 32 random bytes
 * as base64url, stored as their SHA-256 only (a database leak gives no working link), for one
 * approver, one request and one action, expiring after LINK_HOURS, used once. The decision
 * itself is decide.ts's, as that approver.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { insertLink } from './repository.js';
import { HOUR, LINK_HOURS } from './settings.js';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newLinkToken = () => randomBytes(32).toString('base64url');

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether the text can be a token at all (anything else is refused before the database). */
export const isLinkToken = (token: string) => TOKEN.test(token);

export const linkUrl = (origin: string, token: string) =>
  `${origin}/api/v1/approval-links/${encodeURIComponent(token)}`;

/** Mints the approve and reject links of a request for its approver; returns their URLs. */
export async function mintLinks(
  tx: Db,
  origin: string,
  l: { corporateId: string; requestId: string; approverId: string; now: Date },
) {
  const expiresAt = new Date(l.now.getTime() + LINK_HOURS * HOUR);
  const urls = { APPROVE: '', REJECT: '' };
  for (const action of ['APPROVE', 'REJECT'] as const) {
    const token = newLinkToken();
    await insertLink(tx, { ...l, action, tokenHash: hashLinkToken(token), expiresAt });
    urls[action] = linkUrl(origin, token);
  }
  return { approve: urls.APPROVE, reject: urls.REJECT };
}
