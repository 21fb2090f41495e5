/**
 * The server's scheduled work (docs/jobs.md), started by app.ts: hold expiry and pending-payment
 * reconciliation, as recurring jobs of the database-backed queue, run by one worker per node.
 */
import type { Clock } from '../domain/context/clock.js';
import type { Db } from '../db/client.js';
import { releaseExpiredHolds } from '../domain/checkout/holds.js';
import { sweepChangeNotices } from '../domain/bookings/change-email.js';
import { sweepChangeRefunds } from '../domain/bookings/change-refund.js';
import {
  expireChangePayments,
  sweepChangePayments,
} from '../domain/bookings/change-payment-settle.js';
import { sweepOrderFollowUps, type FollowUpDeps } from '../domain/checkout/order-follow-ups.js';
import { reconcilePendingPayments } from '../domain/checkout/reconcile.js';
import { reconcileChangePayments } from '../domain/bookings/change-payment-reconcile.js';
import { sweepDeadlines, type DeadlineDeps } from '../domain/approvals/deadlines.js';
import { escalateOverdueExpenses } from '../domain/expenses/escalation.js';
import { remindExpenseApprovers } from '../domain/expenses/reminders.js';
import { issueDueStatements } from '../domain/statements/generate.js';
import { issuePendingVatRequests, type IssueDeps } from '../domain/vat-invoices/vat-requests.js';
import { issueDueInvoices } from '../domain/finance/statement-invoices.js';
import { creditDueCashBacks } from '../domain/rewards/cash-back.js';
import type { PaymentNotificationSink, PaymentRails } from '../providers/payments/index.js';
import { JobQueue } from './queue.js';
import { startWorker, type JobHandler, type Worker } from './worker.js';

export interface JobsConfig {
  /** Milliseconds between two polls when nothing is due (JOBS_POLL_MS). */
  pollMs: number;
  /** How long a running job is leased to its worker (JOBS_LEASE_SECONDS). */
  leaseSeconds: number;
  /** Hold expiry and the order follow-up sweep every … seconds; 0 = off (CHECKOUT_SWEEP_SECONDS). */
  holdExpirySeconds: number;
  /** Reconciliation every … seconds; 0 = off (CHECKOUT_RECONCILE_SECONDS). */
  reconcileSeconds: number;
  /** Only payments PROCESSING for at least this long are reconciled (CHECKOUT_RECONCILE_AFTER_SECONDS). */
  reconcileAfterSeconds: number;
  /** Booking request reminders and escalation every … seconds; 0 = off (APPROVALS_SWEEP_SECONDS). */
  approvalsSeconds: number;
  /** Reconciliation statements due are issued every … seconds; 0 = off (STATEMENTS_SWEEP_SECONDS). */
  statementsSeconds: number;
  /** PENDING VAT requests sent to the e-invoice provider every … seconds; 0 = off (EINVOICE_SWEEP_SECONDS). */
  einvoiceSeconds?: number;
}

export const HOLD_EXPIRY = 'checkout.hold_expiry';
export const RECONCILE = 'checkout.reconcile_payments';
export const ORDER_FOLLOW_UPS = 'checkout.order_follow_ups';
export const APPROVAL_DEADLINES = 'approvals.deadlines';
export const EXPENSE_DEADLINES = 'expenses.deadlines';
export const STATEMENTS = 'statements.issue';
export const VAT_INVOICES = 'einvoice.issue_pending';
export const INVOICES = 'invoices.issue';
export const CASH_BACK = 'rewards.cash_back';

export interface JobsDeps {
  db: Db;
  clock: Clock;
  rails: PaymentRails;
  /** Without a sink (no checkout core wired) nothing is reconciled. */
  sink: PaymentNotificationSink | null;
  /** Refunds due and order e-mails a crash or a lost trigger left (order-follow-ups.ts). */
  followUps: FollowUpDeps | null;
  /** Booking request deadlines (reminders, escalation); null: not run. */
  approvals: DeadlineDeps | null;
  /** VAT requests' provider (docs/finance.md "VAT e-invoices"); null: none configured. */
  einvoice?: IssueDeps | null;
  onError: (err: unknown, what: string) => void;
}

/** The handlers by job name. */
export function jobHandlers(deps: JobsDeps, config: JobsConfig): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {
    [HOLD_EXPIRY]: async () => {
      await releaseExpiredHolds(deps.db, deps.clock.now());
      // Flight changes' payments that lapsed: their seats back on sale.
      await expireChangePayments(deps.db, deps.clock.now());
    },
    [EXPENSE_DEADLINES]: async () => {
      const now = deps.clock.now();
      // The reminder before the deadline goes by e-mail (the mailer comes with the approvals').
      if (deps.approvals) await remindExpenseApprovers(deps.approvals, now);
      await escalateOverdueExpenses(deps.db, now);
    },
    [CASH_BACK]: async () => {
      await creditDueCashBacks(deps.db, deps.clock.now());
    },
  };
  if (config.statementsSeconds > 0) {
    handlers[STATEMENTS] = async () => {
      await issueDueStatements(deps.db, deps.clock.now());
    };
    handlers[INVOICES] = async () => {
      await issueDueInvoices(deps.db);
    };
  }
  const approvals = deps.approvals;
  if (approvals) {
    handlers[APPROVAL_DEADLINES] = async () => {
      await sweepDeadlines(approvals, deps.clock.now());
    };
  }
  const einvoice = deps.einvoice;
  if (einvoice) {
    handlers[VAT_INVOICES] = async () => {
      await issuePendingVatRequests(einvoice, deps.clock.now(), {
        onError: (err) => deps.onError(err, 'VAT e-invoice'),
      });
    };
  }
  const followUps = deps.followUps;
  if (followUps) {
    handlers[ORDER_FOLLOW_UPS] = async () => {
      await sweepOrderFollowUps(followUps, deps.clock.now(), (err) =>
        deps.onError(err, 'order follow-up'),
      );
      await sweepChangeRefunds(followUps, deps.clock.now(), (err) =>
        deps.onError(err, 'flight change refund'),
      );
      await sweepChangePayments(followUps, deps.clock.now(), (err) =>
        deps.onError(err, 'late flight change payment refund'),
      );
      // After the change refunds: a change's e-mail then says where its refund is.
      await sweepChangeNotices(followUps, deps.clock.now(), (err) =>
        deps.onError(err, 'flight change e-mail'),
      );
    };
  }
  const sink = deps.sink;
  if (sink) {
    handlers[RECONCILE] = async () => {
      const options = {
        olderThanSeconds: config.reconcileAfterSeconds,
        onError: (err: unknown) => deps.onError(err, 'payment reconciliation'),
      };
      await reconcilePendingPayments(
        deps.db,
        { rails: deps.rails, sink },
        deps.clock.now(),
        options,
      );
      // Flight changes' own payments (CHG refs): the same sink settles them.
      await reconcileChangePayments(
        deps.db,
        { rails: deps.rails, sink },
        deps.clock.now(),
        options,
      );
    };
  }
  return handlers;
}

/** Schedules the recurring jobs and starts this node's worker; returns its stop. */
export async function startJobs(deps: JobsDeps, config: JobsConfig): Promise<() => Promise<void>> {
  const queue = new JobQueue(deps.db, () => deps.clock.now());
  const handlers = jobHandlers(deps, config);
  const recurring: [string, number][] = [
    [HOLD_EXPIRY, config.holdExpirySeconds],
    [RECONCILE, deps.sink ? config.reconcileSeconds : 0],
    [ORDER_FOLLOW_UPS, deps.followUps ? config.holdExpirySeconds : 0],
    [APPROVAL_DEADLINES, deps.approvals ? config.approvalsSeconds : 0],
    // Expense deadlines (docs/expenses.md): every minute on the nodes that sweep holds.
    [EXPENSE_DEADLINES, config.holdExpirySeconds > 0 ? 60 : 0],
    // Reconciliation statements (docs/finance.md "Statements"): each cycle's at its end.
    [STATEMENTS, config.statementsSeconds],
    [VAT_INVOICES, deps.einvoice ? (config.einvoiceSeconds ?? 0) : 0],
    // Their invoices (docs/finance.md "Invoices and payments"): on the statements' period.
    [INVOICES, config.statementsSeconds],
    // Cash back after the trip (docs/manage-booking.md): every 5 minutes, same nodes.
    [CASH_BACK, config.holdExpirySeconds > 0 ? 300 : 0],
  ];
  for (const [name, every] of recurring) {
    if (every > 0) await queue.schedule(name, every);
    else delete handlers[name];
  }
  if (!Object.keys(handlers).length) return async () => {};
  const worker: Worker = startWorker({
    queue,
    handlers,
    leaseSeconds: config.leaseSeconds,
    pollMs: config.pollMs,
    onError: (err, job) => deps.onError(err, job ? `job ${job.name}` : 'job queue'),
  });
  return () => worker.stop();
}
