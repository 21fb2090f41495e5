/**
 * Mails of booking requests (docs/approvals.md): to the approver who has a request (new,
 * reminded before its deadline, or escalated to them), with approve and reject links that work
 * once without signing in; and to the requester when it is decided, escalated or lapses.
 */
import { defineMail, paragraph, quote } from '../define.js';

export interface ApproverMail {
  /** NEW, REMINDER or ESCALATED. */
  why: 'NEW' | 'REMINDER' | 'ESCALATED';
  company: string;
  requester: string;
  traveller: string;
  summary: string;
  price: number;
  currency: string;
  deadline: Date;
  reasonCode: string | null;
  note: string | null;
  approveLink: string;
  rejectLink: string;
  consoleLink: string;
  /** How long the links work, in hours. */
  linkHours: number;
}

export interface RequesterMail {
  /** APPROVED, REJECTED, ESCALATED or EXPIRED. */
  outcome: 'APPROVED' | 'REJECTED' | 'ESCALATED' | 'EXPIRED';
  summary: string;
  price: number;
  currency: string;
  /** Who decided, or who has it now (ESCALATED). */
  who: string;
  comment: string | null;
  deadline: Date | null;
  /** The booking failed after approval (the supplier refused, the charge was given back). */
  bookingFailed: boolean;
  link: string;
}

const vi = {
  approverSubject: {
    NEW: (s: string) => `Yêu cầu đặt chỗ cần bạn duyệt: ${s}`,
    REMINDER: (s: string) => `Nhắc nhở: yêu cầu đặt chỗ sắp hết hạn duyệt: ${s}`,
    ESCALATED: (s: string) => `Yêu cầu đặt chỗ được chuyển lên bạn duyệt: ${s}`,
  },
  asks: (requester: string, traveller: string, company: string) =>
    `${requester} yêu cầu đặt chỗ cho ${traveller} (${company}) và cần bạn duyệt.`,
  reminder: 'Yêu cầu này vẫn chờ bạn quyết định.',
  escalated: 'Người duyệt trước chưa quyết định kịp hạn, yêu cầu được chuyển lên bạn.',
  what: (summary: string, price: string) => `Chuyến đi: ${summary}. Giá: ${price}.`,
  deadline: (at: string) => `Hạn quyết định: ${at}. Sau hạn này yêu cầu được chuyển lên cấp trên.`,
  reason: (code: string) => `Lý do ngoài chính sách: ${code}`,
  note: 'Ghi chú của người yêu cầu:',
  approve: (link: string) => `Duyệt: ${link}`,
  reject: (link: string) => `Từ chối: ${link}`,
  links: (hours: number) =>
    `Mỗi liên kết dùng một lần, hết hạn sau ${hours} giờ và mở trang xác nhận trước khi quyết định; không cần đăng nhập.`,
  console: (link: string) => `Hoặc xem tất cả yêu cầu chờ duyệt: ${link}`,
  requesterSubject: {
    APPROVED: (s: string) => `Yêu cầu đặt chỗ đã được duyệt: ${s}`,
    REJECTED: (s: string) => `Yêu cầu đặt chỗ bị từ chối: ${s}`,
    ESCALATED: (s: string) => `Yêu cầu đặt chỗ được chuyển người duyệt: ${s}`,
    EXPIRED: (s: string) => `Yêu cầu đặt chỗ đã hết hạn: ${s}`,
  },
  outcome: {
    APPROVED: (who: string) => `${who} đã duyệt yêu cầu của bạn; công ty đã thanh toán đặt chỗ.`,
    REJECTED: (who: string) => `${who} đã từ chối yêu cầu của bạn.`,
    ESCALATED: (who: string) =>
      `Người duyệt chưa quyết định kịp hạn; yêu cầu của bạn nay do ${who} duyệt.`,
    EXPIRED: () => 'Không ai trong chuỗi người duyệt quyết định kịp hạn; yêu cầu đã hết hạn.',
  },
  bookingFailed:
    'Nhà cung cấp không giữ được chỗ sau khi duyệt; khoản thanh toán của công ty đã được hoàn lại.',
  comment: 'Nhận xét của người duyệt:',
  newDeadline: (at: string) => `Hạn quyết định mới: ${at}.`,
  follow: (link: string) => `Theo dõi yêu cầu của bạn: ${link}`,
  signature: 'Wayfare',
};

const en: typeof vi = {
  approverSubject: {
    NEW: (s) => `A booking request needs your approval: ${s}`,
    REMINDER: (s) => `Reminder: a booking request is due for your decision: ${s}`,
    ESCALATED: (s) => `A booking request was escalated to you: ${s}`,
  },
  asks: (requester, traveller, company) =>
    `${requester} asks to book for ${traveller} (${company}) and needs your approval.`,
  reminder: 'This request is still waiting for your decision.',
  escalated: 'The previous approver did not decide in time, so the request moved to you.',
  what: (summary, price) => `Trip: ${summary}. Price: ${price}.`,
  deadline: (at) => `Decide by: ${at}. After that the request escalates.`,
  reason: (code) => `Out-of-policy reason: ${code}`,
  note: 'Note from the requester:',
  approve: (link) => `Approve: ${link}`,
  reject: (link) => `Reject: ${link}`,
  links: (hours) =>
    `Each link works once, expires in ${hours} hours and opens a confirmation page before deciding; no sign-in needed.`,
  console: (link) => `Or see every request waiting for approval: ${link}`,
  requesterSubject: {
    APPROVED: (s) => `Booking request approved: ${s}`,
    REJECTED: (s) => `Booking request rejected: ${s}`,
    ESCALATED: (s) => `Booking request moved to another approver: ${s}`,
    EXPIRED: (s) => `Booking request expired: ${s}`,
  },
  outcome: {
    APPROVED: (who) => `${who} approved your request; the company paid the booking.`,
    REJECTED: (who) => `${who} rejected your request.`,
    ESCALATED: (who) => `The approver did not decide in time; ${who} now has your request.`,
    EXPIRED: () => 'Nobody in the approver chain decided in time; the request expired.',
  },
  bookingFailed:
    'The supplier could not confirm the booking after approval; the company’s payment was given back.',
  comment: 'The approver’s comment:',
  newDeadline: (at) => `New decision deadline: ${at}.`,
  follow: (link) => `Follow your requests: ${link}`,
  signature: 'Wayfare',
};

export const bookingRequestApprover = defineMail<typeof vi, ApproverMail>(
  { vi, en },
  (t, d, format) => ({
    subject: t.approverSubject[d.why](d.summary),
    blocks: [
      paragraph(
        t.asks(d.requester, d.traveller, d.company),
        d.why === 'REMINDER' ? t.reminder : d.why === 'ESCALATED' ? t.escalated : '',
      ),
      paragraph(
        t.what(d.summary, format.money(d.price, d.currency)),
        t.deadline(format.instant(d.deadline)),
        d.reasonCode ? t.reason(d.reasonCode) : '',
      ),
      ...(d.note ? [paragraph(t.note), quote(d.note)] : []),
      paragraph(t.approve(d.approveLink), t.reject(d.rejectLink), t.links(d.linkHours)),
      paragraph(t.console(d.consoleLink)),
      paragraph(t.signature),
    ],
  }),
);

export const bookingRequestOutcome = defineMail<typeof vi, RequesterMail>(
  { vi, en },
  (t, d, format) => ({
    subject: t.requesterSubject[d.outcome](d.summary),
    blocks: [
      paragraph(
        t.outcome[d.outcome](d.who),
        t.what(d.summary, format.money(d.price, d.currency)),
        d.bookingFailed ? t.bookingFailed : '',
        d.outcome === 'ESCALATED' && d.deadline ? t.newDeadline(format.instant(d.deadline)) : '',
      ),
      ...(d.comment ? [paragraph(t.comment), quote(d.comment)] : []),
      paragraph(t.follow(d.link)),
      paragraph(t.signature),
    ],
  }),
);
