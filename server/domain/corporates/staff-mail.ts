/**
 * The invitation a new staff member receives (docs/corporate.md), in their language: the
 * account's locale, which for an account made by the invitation is the inviter's console
 * language. They accept by signing in with this e-mail (a one-time code needs no password).
 */
import type { MessageLocale } from '../../providers/messaging/texts.js';

export interface Invitation {
  company: string;
  inviter: string;
  email: string;
  link: string;
}

const TEXTS: Record<MessageLocale, (i: Invitation) => { subject: string; text: string }> = {
  vi: (i) => ({
    subject: `${i.company} đã thêm bạn vào Wayfare`,
    text:
      `${i.inviter} đã thêm bạn vào tài khoản doanh nghiệp ${i.company} trên Wayfare. ` +
      `Để bắt đầu đặt vé công tác, hãy đăng nhập bằng e-mail ${i.email} tại ${i.link} ` +
      '(chúng tôi gửi mã xác thực đến e-mail này, không cần mật khẩu). ' +
      'Nếu bạn không làm việc tại đây, hãy bỏ qua e-mail này.',
  }),
  en: (i) => ({
    subject: `${i.company} added you to Wayfare`,
    text:
      `${i.inviter} added you to the ${i.company} corporate account on Wayfare. ` +
      `To start booking business travel, sign in with the e-mail ${i.email} at ${i.link} ` +
      '(we send a verification code to this address; no password is needed). ' +
      'If you do not work there, ignore this e-mail.',
  }),
};

export function invitationEmail(locale: MessageLocale, invitation: Invitation) {
  return TEXTS[locale](invitation);
}
