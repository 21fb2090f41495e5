import type { MessageLocale } from '../../providers/messaging/texts.js';

/**
 * The invitation a person receives when a company adds them (docs/corporate-staff.md
 * "Consent"), in their language: the account's locale, which for an account made by the
 * invitation is the inviter's console language. Joining is their choice: the link opens a page
 * to accept or decline, and works once, for `days` days.
 */
export interface Invitation {
  company: string;
  inviter: string;
  email: string;
  link: string;
  days: number;
}

const TEXTS: Record<MessageLocale, (i: Invitation) => { subject: string; text: string }> = {
  vi: (i) => ({
    subject: `${i.company} mời bạn tham gia tài khoản doanh nghiệp trên Wayfare`,
    text:
      `${i.inviter} mời bạn tham gia tài khoản doanh nghiệp ${i.company} trên Wayfare với e-mail ` +
      `${i.email}. Bạn chỉ trở thành nhân viên của ${i.company} khi bạn đồng ý. ` +
      `Chấp nhận hoặc từ chối tại: ${i.link} (liên kết dùng một lần, hết hạn sau ${i.days} ngày). ` +
      'Bạn cũng có thể đăng nhập và trả lời trong mục Lời mời của tài khoản. ' +
      'Nếu bạn không làm việc tại đây, hãy từ chối hoặc bỏ qua e-mail này.',
  }),
  en: (i) => ({
    subject: `${i.company} invites you to its corporate account on Wayfare`,
    text:
      `${i.inviter} invites you to join the ${i.company} corporate account on Wayfare with the ` +
      `e-mail ${i.email}. You become staff of ${i.company} only if you accept. ` +
      `Accept or decline here: ${i.link} (the link works once and expires in ${i.days} days). ` +
      'You can also sign in and answer under Invitations in your account. ' +
      'If you do not work there, decline or ignore this e-mail.',
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
