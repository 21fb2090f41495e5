/**
 * E-mails about a corporate registration: the confirmation to the person who registered (in
 * their language), the decision when support approves or rejects it, and the notices to the
 * support inbox (Vietnamese, the team's language).
 */
import type { MessageLocale } from '../../providers/messaging/texts.js';

export interface RegistrationMail {
  company: string;
  taxCode: string;
  link: string;
}

const RECEIVED: Record<MessageLocale, (m: RegistrationMail) => { subject: string; text: string }> =
  {
    vi: (m) => ({
      subject: `Wayfare đã nhận đăng ký doanh nghiệp ${m.company}`,
      text:
        `Cảm ơn bạn đã đăng ký tài khoản doanh nghiệp ${m.company} (MST ${m.taxCode}) trên ` +
        'Wayfare. Đội ngũ của chúng tôi sẽ xem xét trong vòng 1 ngày làm việc và báo kết quả qua ' +
        `e-mail này. Trong lúc chờ, bạn có thể xem và bổ sung thông tin tại ${m.link}.\n\nWayfare`,
    }),
    en: (m) => ({
      subject: `Wayfare received the registration of ${m.company}`,
      text:
        `Thank you for registering ${m.company} (tax code ${m.taxCode}) as a corporate account ` +
        'on Wayfare. Our team reviews it within 1 working day and tells you the result at this ' +
        `address. Meanwhile you can review and complete the details at ${m.link}.\n\nWayfare`,
    }),
  };

export function registrationReceivedEmail(locale: MessageLocale, mail: RegistrationMail) {
  return RECEIVED[locale](mail);
}

export interface RegistrationNotice {
  id: string;
  company_name: string;
  company_tax_code: string;
  company_email: string;
  company_phone_number: string;
  company_address: string;
  requester: string;
  resubmitted: boolean;
}

/** To the support inbox: a registration to review in the admin area. */
export function registrationNotice(n: RegistrationNotice) {
  return {
    subject: `[CORPORATE] ${n.resubmitted ? 'Gửi lại' : 'Đăng ký mới'}: ${n.company_name} — MST ${n.company_tax_code}`,
    text:
      `Doanh nghiệp ${n.company_name} (MST ${n.company_tax_code}) chờ duyệt.\n` +
      `Mã: ${n.id}\nNgười đăng ký: ${n.requester}\nE-mail công ty: ${n.company_email}\n` +
      `Điện thoại: ${n.company_phone_number}\nĐịa chỉ: ${n.company_address}\n\n` +
      'Duyệt hoặc từ chối trong khu vực hỗ trợ.',
  };
}

/** To the support inbox: a corporate asks for a credit line. */
export function creditRequestNotice(n: {
  corporate_id: string;
  company_name: string;
  answers: Record<string, string>;
}) {
  return {
    subject: `[CREDIT] ${n.company_name} đề nghị hạn mức tín dụng`,
    text:
      `Doanh nghiệp ${n.company_name} (${n.corporate_id}) đề nghị hạn mức tín dụng:\n` +
      Object.entries(n.answers)
        .map(([field, value]) => `${field}: ${value}`)
        .join('\n'),
  };
}
