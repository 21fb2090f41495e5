/**
 * The timings of booking requests (docs/approvals.md "Deadlines"). Fixed in code, not settings:
 * the spec names none, and tests move the clock instead of shortening them.
 */

/** Each approver has this long to decide before the request escalates. */
export const DECISION_HOURS = 24;
/** The reminder goes out this long before the deadline. */
export const REMIND_BEFORE_HOURS = 4;
/** Approve and reject links in e-mails work this long (and once). */
export const LINK_HOURS = 72;

export const HOUR = 3_600_000;

export const deadlineFrom = (now: Date) => new Date(now.getTime() + DECISION_HOURS * HOUR);
export const reminderDueAt = (deadline: Date) =>
  new Date(deadline.getTime() - REMIND_BEFORE_HOURS * HOUR);
