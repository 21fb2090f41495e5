/**
 * Mails to a company's people (docs/corporate-staff.md): the invitation to join (joining is
 * their choice: the link opens a page to accept or decline, works once, for `days` days) and
 * the notice that their role changed (spec §6 roles).
 */
import { defineMail, paragraph } from '../define.js';

export interface InvitationMail {
  company: string;
  inviter: string;
  email: string;
  link: string;
  days: number;
}

export interface RoleChangeMail {
  company: string;
  /** The role's code (OWNER, ADMIN …); the mail names it in the recipient's language. */
  role: string;
  link: string;
}

const vi = {
  invitationSubject: (company: string) =>
    `${company} mời bạn tham gia tài khoản doanh nghiệp trên Wayfare`,
  invitation: (i: InvitationMail) =>
    `${i.inviter} mời bạn tham gia tài khoản doanh nghiệp ${i.company} trên Wayfare với e-mail ` +
    `${i.email}. Bạn chỉ trở thành nhân viên của ${i.company} khi bạn đồng ý. ` +
    `Chấp nhận hoặc từ chối tại: ${i.link} (liên kết dùng một lần, hết hạn sau ${i.days} ngày). ` +
    'Bạn cũng có thể đăng nhập và trả lời trong mục Lời mời của tài khoản. ' +
    'Nếu bạn không làm việc tại đây, hãy từ chối hoặc bỏ qua e-mail này.',
  roles: {
    OWNER: 'Chủ sở hữu',
    ADMIN: 'Quản trị viên',
    APPROVER: 'Người duyệt',
    OPERATION: 'Điều hành',
    ACCOUTING: 'Kế toán',
    STAFF: 'Nhân viên',
  } as Record<string, string>,
  roleSubject: (company: string) => `Vai trò của bạn tại ${company} đã thay đổi`,
  role: (company: string, role: string, link: string) =>
    `Vai trò của bạn trong tài khoản doanh nghiệp ${company} trên Wayfare nay là ` +
    `${role}. Những gì bạn xem và làm được trong trang quản lý doanh nghiệp thay đổi theo ` +
    `vai trò này: ${link}. Nếu bạn không mong đợi thay đổi này, hãy liên hệ quản trị viên ` +
    'của công ty bạn.',
};

const en: typeof vi = {
  invitationSubject: (company) => `${company} invites you to its corporate account on Wayfare`,
  invitation: (i) =>
    `${i.inviter} invites you to join the ${i.company} corporate account on Wayfare with the ` +
    `e-mail ${i.email}. You become staff of ${i.company} only if you accept. ` +
    `Accept or decline here: ${i.link} (the link works once and expires in ${i.days} days). ` +
    'You can also sign in and answer under Invitations in your account. ' +
    'If you do not work there, decline or ignore this e-mail.',
  roles: {
    OWNER: 'Owner',
    ADMIN: 'Admin',
    APPROVER: 'Approver',
    OPERATION: 'Operation',
    ACCOUTING: 'Accounting',
    STAFF: 'Staff',
  },
  roleSubject: (company) => `Your role at ${company} has changed`,
  role: (company, role, link) =>
    `Your role in the ${company} corporate account on Wayfare is now ${role}. What you ` +
    `can see and do in the corporate console follows this role: ${link}. If you did not ` +
    "expect this change, contact your company's admin.",
};

type Words = typeof vi;
const TEXTS = { vi, en };

export const staffInvitation = defineMail<Words, InvitationMail>(TEXTS, (t, i) => ({
  subject: t.invitationSubject(i.company),
  blocks: [paragraph(t.invitation(i))],
}));

export const staffRoleChanged = defineMail<Words, RoleChangeMail>(TEXTS, (t, c) => ({
  subject: t.roleSubject(c.company),
  blocks: [paragraph(t.role(c.company, t.roles[c.role] ?? c.role, c.link))],
}));
