import type { MessageLocale } from '../../providers/messaging/texts.js';

/*
 * E-mails support's decisions send, in the recipient's language (users.locale): a corporate
 * registration approved or rejected, and the notice that support has started acting for
 * someone (docs/support.md).
 */

interface Mail {
  subject: string;
  text: string;
}

interface Texts {
  approved: (company: string, link: string) => Mail;
  rejected: (company: string, reason: string, link: string) => Mail;
  acting: (agent: string, reason: string, until: string) => Mail;
}

const TEXTS: Record<MessageLocale, Texts> = {
  vi: {
    approved: (company, link) => ({
      subject: `Đăng ký doanh nghiệp ${company} đã được duyệt`,
      text:
        `Wayfare đã duyệt đăng ký doanh nghiệp ${company}.\n\n` +
        `Bạn có thể quản lý nhân viên, phòng ban và trung tâm chi phí tại ${link}\n\nWayfare`,
    }),
    rejected: (company, reason, link) => ({
      subject: `Đăng ký doanh nghiệp ${company} chưa được duyệt`,
      text:
        `Wayfare chưa thể duyệt đăng ký doanh nghiệp ${company}.\n\nLý do: ${reason}\n\n` +
        `Bạn có thể liên hệ bộ phận hỗ trợ tại ${link}\n\nWayfare`,
    }),
    acting: (agent, reason, until) => ({
      subject: 'Bộ phận hỗ trợ Wayfare đang thao tác thay bạn',
      text:
        `${agent} (bộ phận hỗ trợ Wayfare) vừa bắt đầu thao tác thay bạn trên Wayfare, ` +
        `đến ${until} (UTC).\n\nLý do: ${reason}\n\n` +
        'Bộ phận hỗ trợ không thể đổi mật khẩu, e-mail hay số điện thoại của bạn. Nếu bạn không ' +
        'yêu cầu hỗ trợ, hãy trả lời e-mail này hoặc liên hệ chúng tôi ngay.\n\nWayfare',
    }),
  },
  en: {
    approved: (company, link) => ({
      subject: `Company registration ${company} approved`,
      text:
        `Wayfare approved the company registration of ${company}.\n\n` +
        `Manage your staff, departments and cost centers at ${link}\n\nWayfare`,
    }),
    rejected: (company, reason, link) => ({
      subject: `Company registration ${company} not approved`,
      text:
        `Wayfare could not approve the company registration of ${company}.\n\n` +
        `Reason: ${reason}\n\nYou can reach support at ${link}\n\nWayfare`,
    }),
    acting: (agent, reason, until) => ({
      subject: 'Wayfare support is acting for you',
      text:
        `${agent} (Wayfare support) has started acting for you on Wayfare, until ${until} ` +
        `(UTC).\n\nReason: ${reason}\n\nSupport cannot change your password, e-mail or phone ` +
        'number. If you did not ask for help, reply to this e-mail or contact us now.\n\nWayfare',
    }),
  },
};

export const approvedMail = (locale: MessageLocale, company: string, origin: string) =>
  TEXTS[locale].approved(company, `${origin}/corporate`);

export const rejectedMail = (
  locale: MessageLocale,
  company: string,
  reason: string,
  origin: string,
) => TEXTS[locale].rejected(company, reason, `${origin}/contact`);

export const actingMail = (locale: MessageLocale, agent: string, reason: string, until: Date) =>
  TEXTS[locale].acting(agent, reason, until.toISOString().slice(0, 16).replace('T', ' '));
