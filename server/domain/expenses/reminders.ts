/**
 * The reminder before an expense's decision deadline (docs/expenses.md "Approval"), the booking
 * requests' rule (server/domain/approvals/deadlines.ts): REMIND_BEFORE_HOURS before the deadline
 * the approver who has the claim gets one e-mail, in their language, through the mail system.
 * Job `expenses.deadlines`, before the escalation. Once per holder: the claim is marked reminded
 * by a conditional UPDATE (still unreminded, same holder and deadline) and only the run that
 * marked it sends; an escalation clears the mark for the next holder. A crash between the mark
 * and the mail loses that mail, never sends it twice.
 */
import type { Db } from '../../db/client.js';
import { email, recipientOf } from '../../mail/index.js';
import type { Mailer } from '../approvals/notify.js';
import { companyName, peopleOf } from '../approvals/repository.js';
import { HOUR, REMIND_BEFORE_HOURS } from '../approvals/settings.js';
import { expensesToRemind, markExpenseReminded } from './repository.js';

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
}

/** Reminds the holders of the claims due soon; returns how many were reminded by this run. */
export async function remindExpenseApprovers(deps: ReminderDeps, now: Date): Promise<number> {
  const remindBy = new Date(now.getTime() + REMIND_BEFORE_HOURS * HOUR);
  let sent = 0;
  for (const due of await expensesToRemind(deps.db, now, remindBy)) {
    if (!(await markExpenseReminded(deps.db, due, now))) continue;
    sent += 1;
    const people = await peopleOf(deps.db, [due.approver_id!, due.user_id]);
    const approver = people.get(due.approver_id!);
    if (!approver?.email) continue;
    const claimant = people.get(due.user_id);
    await deps.mailer.messenger.deliver(
      email(approver.email, 'expense_approval_reminder', recipientOf(approver), {
        company: await companyName(deps.db, due.corporate_id),
        claimant: claimant?.name || claimant?.email || '',
        merchant: due.merchant,
        amount: Number(due.amount),
        currency: due.currency,
        deadline: new Date(due.decision_deadline),
        link: `${deps.mailer.origin}/expense/approval`,
      }),
    );
  }
  return sent;
}
