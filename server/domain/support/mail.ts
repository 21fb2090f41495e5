import type { MessageLocale } from '../../providers/messaging/texts.js';
import type { TicketKind } from '../../../common/support-rules.js';

/** The e-mails and text messages of support tickets, in the sender's language. */

interface Texts {
  kind: Record<TicketKind, string>;
  received: (kind: string, number: string) => { subject: string; text: string };
  receivedSms: (kind: string, number: string) => string;
  reply: (number: string, body: string, link: string) => { subject: string; text: string };
  replySms: (number: string) => string;
}

const TEXTS: Record<MessageLocale, Texts> = {
  vi: {
    kind: { CONTACT: 'yêu cầu liên hệ', COMPLAINT: 'khiếu nại', REPORT: 'báo cáo' },
    received: (kind, number) => ({
      subject: `Wayfare đã nhận ${kind} ${number}`,
      text:
        `Cảm ơn bạn đã liên hệ Wayfare. Chúng tôi đã nhận ${kind} của bạn, mã số ${number}.\n\n` +
        'Bộ phận hỗ trợ sẽ phản hồi trong vòng 1 ngày làm việc (khiếu nại: xác nhận trong 24 giờ ' +
        'và giải quyết trong thời hạn nêu tại Quy chế hoạt động). Khi trả lời, vui lòng giữ ' +
        'nguyên mã số này.\n\nBạn có thể xem phản hồi trong mục "Hỗ trợ" của tài khoản khi đăng ' +
        'nhập bằng địa chỉ e-mail này.\n\nWayfare',
    }),
    // Unaccented: most Vietnamese SMS routes send GSM 7-bit text.
    receivedSms: (_kind, number) =>
      `Wayfare da nhan yeu cau ${number}. Chung toi se phan hoi trong 1 ngay lam viec.`,
    reply: (number, body, link) => ({
      subject: `Wayfare trả lời ${number}`,
      text:
        `Bộ phận hỗ trợ Wayfare đã trả lời yêu cầu ${number} của bạn:\n\n${body}\n\n` +
        `Xem toàn bộ trao đổi: ${link}\n\nWayfare`,
    }),
    replySms: (number) =>
      `Wayfare da tra loi yeu cau ${number}. Dang nhap Wayfare, muc Ho tro, de xem.`,
  },
  en: {
    kind: { CONTACT: 'message', COMPLAINT: 'complaint', REPORT: 'report' },
    received: (kind, number) => ({
      subject: `Wayfare received your ${kind} ${number}`,
      text:
        `Thank you for contacting Wayfare. We have received your ${kind}, number ${number}.\n\n` +
        'Support will answer within 1 working day (complaints: acknowledged within 24 hours and ' +
        'resolved within the time set in our Operating Rules). Please keep this number in any ' +
        'reply.\n\nYou can read our answer under "Support" in your account when you sign in with ' +
        'this e-mail address.\n\nWayfare',
    }),
    receivedSms: (kind, number) =>
      `Wayfare received your ${kind} ${number}. We will answer within 1 working day.`,
    reply: (number, body, link) => ({
      subject: `Wayfare answered ${number}`,
      text:
        `Wayfare support answered your request ${number}:\n\n${body}\n\n` +
        `See the whole conversation: ${link}\n\nWayfare`,
    }),
    replySms: (number) => `Wayfare answered your request ${number}. Sign in, Support, to read it.`,
  },
};

export function receivedEmail(locale: MessageLocale, kind: TicketKind, number: string) {
  const t = TEXTS[locale];
  return t.received(t.kind[kind], number);
}

export function receivedSms(locale: MessageLocale, kind: TicketKind, number: string) {
  const t = TEXTS[locale];
  return t.receivedSms(t.kind[kind], number);
}

export function replyEmail(locale: MessageLocale, number: string, body: string, link: string) {
  return TEXTS[locale].reply(number, body, link);
}

export function replySms(locale: MessageLocale, number: string) {
  return TEXTS[locale].replySms(number);
}

/** To the support inbox (Vietnamese, the team's language). */
export function supportNotice(ticket: {
  number: string;
  kind: TicketKind;
  topic: string;
  name: string;
  email: string | null;
  phone: string | null;
  order_code: string | null;
  message: string;
  attachments: number;
}) {
  return {
    subject: `[${ticket.kind}] ${ticket.number} — ${ticket.topic} — ${ticket.name}`,
    text:
      `Phiếu mới ${ticket.number} (${ticket.kind}, chủ đề ${ticket.topic}).\n` +
      `Người gửi: ${ticket.name}\nE-mail: ${ticket.email ?? '—'}\n` +
      `Điện thoại: ${ticket.phone ? `+${ticket.phone}` : '—'}\n` +
      `Mã đặt chỗ: ${ticket.order_code ?? '—'}\nTệp đính kèm: ${ticket.attachments}\n\n` +
      `${ticket.message}\n\nTrả lời trong khu vực hỗ trợ (admin API: reply_support_ticket).`,
  };
}
