/**
 * Deadlines of booking requests (docs/approvals.md "Deadlines and escalation"), run by the job
 * `approvals.deadlines` (server/jobs): a reminder to the approver REMIND_BEFORE_HOURS before the
 * deadline; after it, the request moves to the next link of the approver chain with a new
 * deadline (the requester is told who has it now); past the chain's end it EXPIRES.
 *
 * Run twice, one effect: each change is a conditional UPDATE (reminded_at still null; the
 * escalation level it read; still PENDING) inside the transaction that locks the row, and only
 * the run that made the change sends its e-mail. A crash between the commit and the e-mail
 * loses that e-mail, never repeats the change.
 */
import type { Db } from '../../db/client.js';
import { nextApprover } from './approver-chain.js';
import { mailApprover, mailRequester, type Mailer } from './notify.js';
import {
  dueRequests,
  escalateRequest,
  insertEvent,
  markReminded,
  requestById,
  settleRequest,
  voidLinks,
  type RequestRow,
} from './repository.js';
import { chainFor } from './requests.js';
import { deadlineFrom, HOUR, REMIND_BEFORE_HOURS } from './settings.js';

export interface DeadlineDeps {
  db: Db;
  mailer: Mailer;
}

type Change = 'REMINDED' | 'ESCALATED' | 'EXPIRED' | null;

async function step(db: Db, ref: { id: string; corporate_id: string }, now: Date) {
  return db.transaction(async (tx): Promise<{ change: Change; row: RequestRow | null }> => {
    const row = await requestById(tx, ref.corporate_id, ref.id, true);
    if (!row || row.status !== 'PENDING') return { change: null, row };
    const deadline = new Date(row.deadline_at);
    if (deadline > now) {
      if (row.reminded_at || deadline.getTime() - REMIND_BEFORE_HOURS * HOUR > now.getTime()) {
        return { change: null, row };
      }
      if (!(await markReminded(tx, row.corporate_id, row.id, now))) return { change: null, row };
      await insertEvent(tx, {
        corporateId: row.corporate_id,
        requestId: row.id,
        kind: 'REMINDED',
        actorId: null,
        approverId: row.approver_id,
        at: now,
      });
      return { change: 'REMINDED', row };
    }
    const next = nextApprover(await chainFor(tx, row), row.approver_id);
    if (!next) {
      await settleRequest(tx, row.corporate_id, row.id, {
        status: 'EXPIRED',
        decidedBy: null,
        comment: null,
        now,
      });
      await voidLinks(tx, row.corporate_id, row.id, now);
      await insertEvent(tx, {
        corporateId: row.corporate_id,
        requestId: row.id,
        kind: 'EXPIRED',
        actorId: null,
        approverId: row.approver_id,
        at: now,
      });
      return { change: 'EXPIRED', row };
    }
    const moved = await escalateRequest(tx, row.corporate_id, row.id, {
      fromLevel: row.escalation_level,
      approverId: next.userId,
      deadline: deadlineFrom(now),
      now,
    });
    if (!moved) return { change: null, row };
    // The earlier approver's links stop working: the request is no longer theirs alone.
    await voidLinks(tx, row.corporate_id, row.id, now);
    await insertEvent(tx, {
      corporateId: row.corporate_id,
      requestId: row.id,
      kind: 'ESCALATED',
      actorId: null,
      approverId: next.userId,
      detail: { from: row.approver_id, level: row.escalation_level + 1 },
      at: now,
    });
    return { change: 'ESCALATED', row };
  });
}

/**
 * One request's due step at `now` (a reminder, an escalation or the end of the chain), and its
 * e-mails when this run made the change; returns the change (null: nothing was due or another
 * run made it).
 */
export async function sweepRequest(
  deps: DeadlineDeps,
  ref: { id: string; corporate_id: string },
  now: Date,
): Promise<Change> {
  const { change } = await step(deps.db, ref, now);
  if (!change) return null;
  const row = (await requestById(deps.db, ref.corporate_id, ref.id))!;
  if (change === 'REMINDED') await mailApprover(deps.db, deps.mailer, row, 'REMINDER', now);
  if (change === 'ESCALATED') {
    await mailApprover(deps.db, deps.mailer, row, 'ESCALATED', now);
    await mailRequester(deps.db, deps.mailer, row, 'ESCALATED', row.approver_name ?? '');
  }
  if (change === 'EXPIRED') await mailRequester(deps.db, deps.mailer, row, 'EXPIRED', '');
  return change;
}

/**
 * One pass over the requests whose reminder or deadline is due; returns what it changed.
 * Requests are taken one at a time, each in its own transaction.
 */
export async function sweepDeadlines(deps: DeadlineDeps, now: Date, limit = 200) {
  const remindBy = new Date(now.getTime() + REMIND_BEFORE_HOURS * HOUR);
  const due = await dueRequests(deps.db, now, remindBy, limit);
  const counts = { REMINDED: 0, ESCALATED: 0, EXPIRED: 0 };
  for (const ref of due) {
    const change = await sweepRequest(deps, ref, now);
    if (change) counts[change] += 1;
  }
  return counts;
}
