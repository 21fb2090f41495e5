/**
 * A corporate registration (docs/corporates.md): the confirmation to the person who registered,
 * support's decision to the owner, and the notices to the support inbox (a registration to
 * review, a credit line asked for).
 */
import { defineMail, paragraph } from '../define.js';

export interface RegistrationReceivedMail {
  company: string;
  taxCode: string;
  link: string;
}

export interface RegistrationDecisionMail {
  company: string;
  link: string;
}

export interface RegistrationRejectedMail extends RegistrationDecisionMail {
  reason: string;
}

export interface RegistrationNoticeMail {
  id: string;
  company_name: string;
  company_tax_code: string;
  company_email: string;
  company_phone_number: string;
  company_address: string;
  requester: string;
  resubmitted: boolean;
}

export interface CreditRequestNoticeMail {
  corporate_id: string;
  company_name: string;
  /** The request's answers by field name. */
  answers: Record<string, string>;
}

const vi = {
  receivedSubject: (company: string) => `Wayfare đã nhận đăng ký doanh nghiệp ${company}`,
  received: (company: string, taxCode: string, link: string) =>
    `Cảm ơn bạn đã đăng ký tài khoản doanh nghiệp ${company} (MST ${taxCode}) trên ` +
    'Wayfare. Đội ngũ của chúng tôi sẽ xem xét trong vòng 1 ngày làm việc và báo kết quả qua ' +
    `e-mail này. Trong lúc chờ, bạn có thể xem và bổ sung thông tin tại ${link}.`,
  approvedSubject: (company: string) => `Đăng ký doanh nghiệp ${company} đã được duyệt`,
  approved: (company: string) => `Wayfare đã duyệt đăng ký doanh nghiệp ${company}.`,
  manage: (link: string) =>
    `Bạn có thể quản lý nhân viên, phòng ban và trung tâm chi phí tại ${link}`,
  rejectedSubject: (company: string) => `Đăng ký doanh nghiệp ${company} chưa được duyệt`,
  rejected: (company: string) => `Wayfare chưa thể duyệt đăng ký doanh nghiệp ${company}.`,
  reason: (reason: string) => `Lý do: ${reason}`,
  contact: (link: string) => `Bạn có thể liên hệ bộ phận hỗ trợ tại ${link}`,
  signature: 'Wayfare',
  noticeSubject: (resubmitted: boolean, company: string, taxCode: string) =>
    `[CORPORATE] ${resubmitted ? 'Gửi lại' : 'Đăng ký mới'}: ${company} — MST ${taxCode}`,
  noticeIntro: (company: string, taxCode: string) =>
    `Doanh nghiệp ${company} (MST ${taxCode}) chờ duyệt.`,
  id: 'Mã',
  requester: 'Người đăng ký',
  companyEmail: 'E-mail công ty',
  phone: 'Điện thoại',
  address: 'Địa chỉ',
  review: 'Duyệt hoặc từ chối trong khu vực hỗ trợ.',
  creditSubject: (company: string) => `[CREDIT] ${company} đề nghị hạn mức tín dụng`,
  creditIntro: (company: string, id: string) =>
    `Doanh nghiệp ${company} (${id}) đề nghị hạn mức tín dụng:`,
};

const en: typeof vi = {
  receivedSubject: (company) => `Wayfare received the registration of ${company}`,
  received: (company, taxCode, link) =>
    `Thank you for registering ${company} (tax code ${taxCode}) as a corporate account ` +
    'on Wayfare. Our team reviews it within 1 working day and tells you the result at this ' +
    `address. Meanwhile you can review and complete the details at ${link}.`,
  approvedSubject: (company) => `Company registration ${company} approved`,
  approved: (company) => `Wayfare approved the company registration of ${company}.`,
  manage: (link) => `Manage your staff, departments and cost centers at ${link}`,
  rejectedSubject: (company) => `Company registration ${company} not approved`,
  rejected: (company) => `Wayfare could not approve the company registration of ${company}.`,
  reason: (reason) => `Reason: ${reason}`,
  contact: (link) => `You can reach support at ${link}`,
  signature: 'Wayfare',
  noticeSubject: (resubmitted, company, taxCode) =>
    `[CORPORATE] ${resubmitted ? 'Resubmitted' : 'New registration'}: ${company} — tax code ${taxCode}`,
  noticeIntro: (company, taxCode) => `${company} (tax code ${taxCode}) awaits review.`,
  id: 'Id',
  requester: 'Registered by',
  companyEmail: 'Company e-mail',
  phone: 'Phone',
  address: 'Address',
  review: 'Approve or reject it in the support area.',
  creditSubject: (company) => `[CREDIT] ${company} asks for a credit line`,
  creditIntro: (company, id) => `${company} (${id}) asks for a credit line:`,
};

type Words = typeof vi;
const TEXTS = { vi, en };

export const registrationReceived = defineMail<Words, RegistrationReceivedMail>(TEXTS, (t, m) => ({
  subject: t.receivedSubject(m.company),
  blocks: [paragraph(t.received(m.company, m.taxCode, m.link)), paragraph(t.signature)],
}));

export const registrationApproved = defineMail<Words, RegistrationDecisionMail>(TEXTS, (t, m) => ({
  subject: t.approvedSubject(m.company),
  blocks: [paragraph(t.approved(m.company)), paragraph(t.manage(m.link)), paragraph(t.signature)],
}));

export const registrationRejected = defineMail<Words, RegistrationRejectedMail>(TEXTS, (t, m) => ({
  subject: t.rejectedSubject(m.company),
  blocks: [
    paragraph(t.rejected(m.company)),
    paragraph(t.reason(m.reason)),
    paragraph(t.contact(m.link)),
    paragraph(t.signature),
  ],
}));

/** To the support inbox: a registration to review in the admin area. */
export const registrationNotice = defineMail<Words, RegistrationNoticeMail>(TEXTS, (t, n) => ({
  subject: t.noticeSubject(n.resubmitted, n.company_name, n.company_tax_code),
  blocks: [
    paragraph(
      t.noticeIntro(n.company_name, n.company_tax_code),
      `${t.id}: ${n.id}`,
      `${t.requester}: ${n.requester}`,
      `${t.companyEmail}: ${n.company_email}`,
      `${t.phone}: ${n.company_phone_number}`,
      `${t.address}: ${n.company_address}`,
    ),
    paragraph(t.review),
  ],
}));

/** To the support inbox: a corporate asks for a credit line. */
export const creditRequestNotice = defineMail<Words, CreditRequestNoticeMail>(TEXTS, (t, n) => ({
  subject: t.creditSubject(n.company_name),
  blocks: [
    paragraph(
      t.creditIntro(n.company_name, n.corporate_id),
      ...Object.entries(n.answers).map(([field, value]) => `${field}: ${value}`),
    ),
  ],
}));
