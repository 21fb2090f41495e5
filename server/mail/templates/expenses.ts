/**
 * Mails of expense claims (docs/expenses.md "Approval"): the reminder to the approver who has a
 * submitted claim, REMIND_BEFORE_HOURS before its decision deadline (the booking requests' rule).
 */
import { defineMail, paragraph } from '../define.js';

export interface ExpenseReminderMail {
  company: string;
  claimant: string;
  merchant: string;
  amount: number;
  currency: string;
  deadline: Date;
  /** The approval page (/expense/approval). */
  link: string;
}

const vi = {
  subject: (merchant: string) => `Nhắc nhở: khoản chi sắp hết hạn duyệt: ${merchant}`,
  asks: (claimant: string, company: string) =>
    `${claimant} (${company}) đã gửi một khoản chi cần bạn duyệt; khoản chi vẫn chờ bạn quyết định.`,
  what: (merchant: string, amount: string) => `Khoản chi: ${merchant}. Số tiền: ${amount}.`,
  deadline: (at: string) =>
    `Hạn quyết định: ${at}. Sau hạn này khoản chi được chuyển lên người duyệt kế tiếp.`,
  open: (link: string) => `Duyệt hoặc từ chối: ${link}`,
  signature: 'Wayfare',
};

const en: typeof vi = {
  subject: (merchant) => `Reminder: an expense is due for your decision: ${merchant}`,
  asks: (claimant, company) =>
    `${claimant} (${company}) submitted an expense that is still waiting for your decision.`,
  what: (merchant, amount) => `Expense: ${merchant}. Amount: ${amount}.`,
  deadline: (at) => `Decide by: ${at}. After that the expense moves to the next approver.`,
  open: (link) => `Approve or reject it: ${link}`,
  signature: 'Wayfare',
};

export const expenseApprovalReminder = defineMail<typeof vi, ExpenseReminderMail>(
  { vi, en },
  (t, d, format) => ({
    subject: t.subject(d.merchant),
    blocks: [
      paragraph(t.asks(d.claimant, d.company)),
      paragraph(
        t.what(d.merchant, format.money(d.amount, d.currency)),
        t.deadline(format.instant(d.deadline)),
      ),
      paragraph(t.open(d.link)),
      paragraph(t.signature),
    ],
  }),
);
