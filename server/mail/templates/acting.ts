/** The notice that support has started acting for someone (docs/support.md "Acting for"). */
import { defineMail, paragraph } from '../define.js';

export interface ActingMail {
  /** The support agent's name. */
  agent: string;
  reason: string;
  /** When acting ends. */
  until: Date;
}

const vi = {
  subject: 'Bộ phận hỗ trợ Wayfare đang thao tác thay bạn',
  started: (agent: string, until: string) =>
    `${agent} (bộ phận hỗ trợ Wayfare) vừa bắt đầu thao tác thay bạn trên Wayfare, đến ${until}.`,
  reason: (reason: string) => `Lý do: ${reason}`,
  limits:
    'Bộ phận hỗ trợ không thể đổi mật khẩu, e-mail hay số điện thoại của bạn. Nếu bạn không ' +
    'yêu cầu hỗ trợ, hãy trả lời e-mail này hoặc liên hệ chúng tôi ngay.',
  signature: 'Wayfare',
};

const en: typeof vi = {
  subject: 'Wayfare support is acting for you',
  started: (agent, until) =>
    `${agent} (Wayfare support) has started acting for you on Wayfare, until ${until}.`,
  reason: (reason) => `Reason: ${reason}`,
  limits:
    'Support cannot change your password, e-mail or phone number. If you did not ask for ' +
    'help, reply to this e-mail or contact us now.',
  signature: 'Wayfare',
};

export const actingStarted = defineMail<typeof vi, ActingMail>({ vi, en }, (t, m, f) => ({
  subject: t.subject,
  blocks: [
    paragraph(t.started(m.agent, f.instant(m.until))),
    paragraph(t.reason(m.reason)),
    paragraph(t.limits),
    paragraph(t.signature),
  ],
}));
