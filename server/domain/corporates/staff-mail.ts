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

/** A member's role changed (spec §6 roles): told to them in their language. */
export interface RoleChange {
  company: string;
  /** The new role's name in the recipient's language. */
  role: string;
  link: string;
}

const ROLE_NAMES: Record<MessageLocale, Record<string, string>> = {
  vi: {
    OWNER: 'Chủ sở hữu',
    ADMIN: 'Quản trị viên',
    APPROVER: 'Người duyệt',
    OPERATION: 'Điều hành',
    ACCOUTING: 'Kế toán',
    STAFF: 'Nhân viên',
  },
  en: {
    OWNER: 'Owner',
    ADMIN: 'Admin',
    APPROVER: 'Approver',
    OPERATION: 'Operation',
    ACCOUTING: 'Accounting',
    STAFF: 'Staff',
  },
};

const ROLE_TEXTS: Record<MessageLocale, (c: RoleChange) => { subject: string; text: string }> = {
  vi: (c) => ({
    subject: `Vai trò của bạn tại ${c.company} đã thay đổi`,
    text:
      `Vai trò của bạn trong tài khoản doanh nghiệp ${c.company} trên Wayfare nay là ` +
      `${c.role}. Những gì bạn xem và làm được trong trang quản lý doanh nghiệp thay đổi theo ` +
      `vai trò này: ${c.link}. Nếu bạn không mong đợi thay đổi này, hãy liên hệ quản trị viên ` +
      'của công ty bạn.',
  }),
  en: (c) => ({
    subject: `Your role at ${c.company} has changed`,
    text:
      `Your role in the ${c.company} corporate account on Wayfare is now ${c.role}. What you ` +
      `can see and do in the corporate console follows this role: ${c.link}. If you did not ` +
      "expect this change, contact your company's admin.",
  }),
};

export function roleChangeEmail(
  locale: MessageLocale,
  change: { company: string; role: string; link: string },
) {
  return ROLE_TEXTS[locale]({ ...change, role: ROLE_NAMES[locale][change.role] ?? change.role });
}
