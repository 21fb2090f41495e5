/**
 * Support tickets (docs/support.md): the confirmation to the sender, support's answer, and the
 * notice of a new ticket to the support inbox. The SMS words are in sms.ts.
 */
import type { TicketKind } from '../../../common/support-rules.js';
import { defineMail, paragraph, quote } from '../define.js';

export interface TicketReceivedMail {
  kind: TicketKind;
  number: string;
}

export interface TicketReplyMail {
  number: string;
  /** Support's answer, as written. */
  body: string;
  link: string;
}

export interface TicketNoticeMail {
  number: string;
  kind: TicketKind;
  topic: string;
  name: string;
  email: string | null;
  /** Digits with the country calling code. */
  phone: string | null;
  order_code: string | null;
  message: string;
  attachments: number;
}

const vi = {
  kinds: { CONTACT: 'yêu cầu liên hệ', COMPLAINT: 'khiếu nại', REPORT: 'báo cáo' } as Record<
    TicketKind,
    string
  >,
  receivedSubject: (kind: string, number: string) => `Wayfare đã nhận ${kind} ${number}`,
  received: (kind: string, number: string) => [
    `Cảm ơn bạn đã liên hệ Wayfare. Chúng tôi đã nhận ${kind} của bạn, mã số ${number}.`,
    'Bộ phận hỗ trợ sẽ phản hồi trong vòng 1 ngày làm việc (khiếu nại: xác nhận trong 24 giờ ' +
      'và giải quyết trong thời hạn nêu tại Quy chế hoạt động). Khi trả lời, vui lòng giữ ' +
      'nguyên mã số này.',
    'Bạn có thể xem phản hồi trong mục "Hỗ trợ" của tài khoản khi đăng nhập bằng địa chỉ ' +
      'e-mail này.',
  ],
  replySubject: (number: string) => `Wayfare trả lời ${number}`,
  reply: (number: string) => `Bộ phận hỗ trợ Wayfare đã trả lời yêu cầu ${number} của bạn:`,
  conversation: (link: string) => `Xem toàn bộ trao đổi: ${link}`,
  signature: 'Wayfare',
  noticeIntro: (number: string, kind: string, topic: string) =>
    `Phiếu mới ${number} (${kind}, chủ đề ${topic}).`,
  sender: 'Người gửi',
  email: 'E-mail',
  phone: 'Điện thoại',
  orderCode: 'Mã đặt chỗ',
  attachments: 'Tệp đính kèm',
  answerIn: 'Trả lời trong khu vực hỗ trợ (admin API: reply_support_ticket).',
};

const en: typeof vi = {
  kinds: { CONTACT: 'message', COMPLAINT: 'complaint', REPORT: 'report' },
  receivedSubject: (kind, number) => `Wayfare received your ${kind} ${number}`,
  received: (kind, number) => [
    `Thank you for contacting Wayfare. We have received your ${kind}, number ${number}.`,
    'Support will answer within 1 working day (complaints: acknowledged within 24 hours and ' +
      'resolved within the time set in our Operating Rules). Please keep this number in any ' +
      'reply.',
    'You can read our answer under "Support" in your account when you sign in with this ' +
      'e-mail address.',
  ],
  replySubject: (number) => `Wayfare answered ${number}`,
  reply: (number) => `Wayfare support answered your request ${number}:`,
  conversation: (link) => `See the whole conversation: ${link}`,
  signature: 'Wayfare',
  noticeIntro: (number, kind, topic) => `New ticket ${number} (${kind}, topic ${topic}).`,
  sender: 'From',
  email: 'E-mail',
  phone: 'Phone',
  orderCode: 'Booking code',
  attachments: 'Attachments',
  answerIn: 'Answer in the support area (admin API: reply_support_ticket).',
};

type Words = typeof vi;
export const TICKET_TEXTS = { vi, en };

export const ticketReceived = defineMail<Words, TicketReceivedMail>(TICKET_TEXTS, (t, m) => {
  const kind = t.kinds[m.kind];
  return {
    subject: t.receivedSubject(kind, m.number),
    blocks: [...t.received(kind, m.number).map((p) => paragraph(p)), paragraph(t.signature)],
  };
});

export const ticketReply = defineMail<Words, TicketReplyMail>(TICKET_TEXTS, (t, m) => ({
  subject: t.replySubject(m.number),
  blocks: [
    paragraph(t.reply(m.number)),
    quote(m.body),
    paragraph(t.conversation(m.link)),
    paragraph(t.signature),
  ],
}));

/** To the support inbox. */
export const ticketNotice = defineMail<Words, TicketNoticeMail>(TICKET_TEXTS, (t, m) => ({
  subject: `[${m.kind}] ${m.number} — ${m.topic} — ${m.name}`,
  blocks: [
    paragraph(
      t.noticeIntro(m.number, m.kind, m.topic),
      `${t.sender}: ${m.name}`,
      `${t.email}: ${m.email ?? '—'}`,
      `${t.phone}: ${m.phone ? `+${m.phone}` : '—'}`,
      `${t.orderCode}: ${m.order_code ?? '—'}`,
      `${t.attachments}: ${m.attachments}`,
    ),
    quote(m.message),
    paragraph(t.answerIn),
  ],
}));
