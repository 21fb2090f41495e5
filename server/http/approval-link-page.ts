/**
 * The pages an approval e-mail's link opens (docs/approvals.md "Links"): a confirmation with
 * what is decided (and a comment field, required to reject), then the outcome, or why the link
 * no longer works. In the approver's language; every value escaped.
 */
import { formatMoneyText } from '../../common/money.js';
import { escapeHtml } from '../mail/html.js';
import { formatWallTime } from '../mail/format.js';
import type { MailLocale } from '../mail/types.js';
import { VIETNAM_TIME_ZONE, wallTimeIn } from '../../common/calendar.js';

const vi = {
  title: { APPROVE: 'Duyệt yêu cầu đặt chỗ', REJECT: 'Từ chối yêu cầu đặt chỗ' },
  asks: (requester: string, traveller: string) => `${requester} yêu cầu đặt chỗ cho ${traveller}.`,
  trip: 'Chuyến đi',
  price: 'Giá',
  deadline: 'Hạn quyết định',
  reason: 'Lý do ngoài chính sách',
  note: 'Ghi chú của người yêu cầu',
  comment: { APPROVE: 'Nhận xét (không bắt buộc)', REJECT: 'Lý do từ chối (bắt buộc)' },
  confirm: { APPROVE: 'Xác nhận duyệt', REJECT: 'Xác nhận từ chối' },
  lapsed:
    'Giá vé chỉ được giữ đến hạn đã qua: hãy mở trang quản lý doanh nghiệp để định giá lại trước khi duyệt.',
  done: {
    APPROVED: 'Bạn đã duyệt yêu cầu. Công ty đã thanh toán đặt chỗ.',
    BOOKED: 'Bạn đã duyệt yêu cầu. Đặt chỗ đã được xác nhận và công ty đã thanh toán.',
    REJECTED: 'Bạn đã từ chối yêu cầu. Người yêu cầu đã được báo lý do.',
  } as Record<string, string>,
  refused: {
    invalid: 'Liên kết này không hợp lệ.',
    used: 'Liên kết này đã được dùng hoặc không còn hiệu lực (yêu cầu đã được xử lý hoặc chuyển người duyệt).',
    expired: 'Liên kết này đã hết hạn. Hãy mở trang quản lý doanh nghiệp để quyết định.',
  },
  linkTitle: 'Liên kết duyệt yêu cầu',
  error: 'Chưa thể quyết định:',
  console: 'Mở trang duyệt yêu cầu',
};

const en: typeof vi = {
  title: { APPROVE: 'Approve a booking request', REJECT: 'Reject a booking request' },
  asks: (requester, traveller) => `${requester} asks to book for ${traveller}.`,
  trip: 'Trip',
  price: 'Price',
  deadline: 'Decide by',
  reason: 'Out-of-policy reason',
  note: 'Note from the requester',
  comment: { APPROVE: 'Comment (optional)', REJECT: 'Why it is rejected (required)' },
  confirm: { APPROVE: 'Confirm approval', REJECT: 'Confirm rejection' },
  lapsed:
    'The fare’s hold has lapsed: open the corporate console to re-price the request before approving it.',
  done: {
    APPROVED: 'You approved the request. The company paid the booking.',
    BOOKED: 'You approved the request. The booking is confirmed and the company paid it.',
    REJECTED: 'You rejected the request. The requester was told why.',
  },
  refused: {
    invalid: 'This link is not valid.',
    used: 'This link was used already or no longer works (the request was decided or moved to another approver).',
    expired: 'This link has expired. Open the corporate console to decide.',
  },
  linkTitle: 'Approval link',
  error: 'Could not decide yet:',
  console: 'Open the approval queue',
};

export const PAGE_WORDS = { vi, en };

function page(locale: MailLocale, title: string, body: string) {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Wayfare</title>
<style>body{font:16px system-ui,sans-serif;margin:0 auto;padding:1.5rem;color:#1f2328;max-width:560px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}dt{color:#57606a}
textarea{width:100%;box-sizing:border-box;min-height:6rem;font:inherit}
button{font:inherit;padding:.6rem 1.2rem;margin-top:1rem;border:0;border-radius:6px;background:#0b57d0;color:#fff;cursor:pointer}
.reject button{background:#b3261e}.note{background:#f6f8fa;padding:.6rem;border-radius:6px}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export interface ConfirmView {
  action: 'APPROVE' | 'REJECT';
  requester: string;
  traveller: string;
  summary: string;
  price: number;
  currency: string;
  deadline: Date;
  reasonCode: string | null;
  note: string | null;
  holdLapsed: boolean;
  formAction: string;
  error?: string;
}

const instant = (locale: MailLocale, at: Date) =>
  formatWallTime(locale, wallTimeIn(at, VIETNAM_TIME_ZONE));

export function confirmPage(locale: MailLocale, v: ConfirmView): string {
  const t = PAGE_WORDS[locale];
  const rows: [string, string][] = [
    [t.trip, v.summary],
    [t.price, formatMoneyText(v.price, v.currency, locale)],
    [t.deadline, instant(locale, v.deadline)],
  ];
  if (v.reasonCode) rows.push([t.reason, v.reasonCode]);
  const list = rows
    .map(([k, value]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const note = v.note
    ? `<p>${escapeHtml(t.note)}:</p><p class="note">${escapeHtml(v.note)}</p>`
    : '';
  const error = v.error ? `<p role="alert">${escapeHtml(t.error)} ${escapeHtml(v.error)}</p>` : '';
  const lapsed =
    v.action === 'APPROVE' && v.holdLapsed ? `<p role="alert">${escapeHtml(t.lapsed)}</p>` : '';
  const required = v.action === 'REJECT' ? ' required' : '';
  const form = `<form method="post" action="${escapeHtml(v.formAction)}" class="${v.action.toLowerCase()}">
<label for="comment">${escapeHtml(t.comment[v.action])}</label>
<textarea id="comment" name="comment" maxlength="1000"${required}></textarea>
<button type="submit">${escapeHtml(t.confirm[v.action])}</button></form>`;
  return page(
    locale,
    t.title[v.action],
    `<p>${escapeHtml(t.asks(v.requester, v.traveller))}</p><dl>${list}</dl>${note}${error}${lapsed}${form}`,
  );
}

export function donePage(
  locale: MailLocale,
  action: 'APPROVE' | 'REJECT',
  status: string,
  consoleUrl: string,
) {
  const t = PAGE_WORDS[locale];
  return page(
    locale,
    t.title[action],
    `<p role="status">${escapeHtml(t.done[status] ?? t.done.APPROVED)}</p><p><a href="${escapeHtml(consoleUrl)}">${escapeHtml(t.console)}</a></p>`,
  );
}

export function refusedPage(locale: MailLocale, message: string, consoleUrl: string) {
  const t = PAGE_WORDS[locale];
  return page(
    locale,
    t.linkTitle,
    `<p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(consoleUrl)}">${escapeHtml(t.console)}</a></p>`,
  );
}
