/**
 * Deciding from an e-mail link (docs/approvals.md "Links"), without signing in: the link's
 * token names one approver, one request and one action (link-tokens.ts).
 */
import type { Db } from '../../db/client.js';
import { decideAs, type DecideDeps } from './decide.js';
import { hashLinkToken, isLinkToken } from './link-tokens.js';
import { linkByHash, peopleOf, requestById, useLink, type LinkRow } from './repository.js';

export type LinkProblem = 'invalid' | 'used' | 'expired';

/** A link refused: unknown or tampered with, used (or voided), or expired. */
export class LinkRefused extends Error {
  constructor(readonly problem: LinkProblem) {
    super(`approval link ${problem}`);
  }
}

function check(link: LinkRow | null, now: Date): LinkRow {
  if (!link) throw new LinkRefused('invalid');
  if (link.used_at) throw new LinkRefused('used');
  if (new Date(link.expires_at) <= now) throw new LinkRefused('expired');
  return link;
}

/** What a link would decide, for the confirmation page; LinkRefused when it cannot. */
export async function openLink(db: Db, token: string, now: Date) {
  const link = check(isLinkToken(token) ? await linkByHash(db, hashLinkToken(token)) : null, now);
  const row = await requestById(db, link.corporate_id, link.booking_request_id);
  if (!row) throw new LinkRefused('invalid');
  const approver = (await peopleOf(db, [link.approver_id])).get(link.approver_id);
  return { link, row, approver: approver ?? null };
}

/**
 * The decision of a link, as its approver: the link is checked again and marked used in the
 * decision's own transaction (so a refused decision leaves it usable, and two clicks decide
 * once). A request decided meanwhile answers like a second approver (alreadyDecided).
 */
export async function decideByLink(
  deps: DecideDeps,
  token: string,
  comment: string | null,
  now: Date,
) {
  const hash = isLinkToken(token) ? hashLinkToken(token) : null;
  const link = check(hash ? await linkByHash(deps.db, hash) : null, now);
  return decideAs(
    deps,
    link.corporate_id,
    link.approver_id,
    link.booking_request_id,
    { decision: link.action, comment },
    now,
    async (tx) => {
      const locked = check(await linkByHash(tx, hash!, true), now);
      if (!(await useLink(tx, locked.corporate_id, locked.id, now))) {
        throw new LinkRefused('used');
      }
    },
  );
}
