import { describe, expect, it } from 'vitest';
import {
  MAILS,
  recipientOf,
  renderMail,
  type MailData,
  type MailLocale,
  type MailName,
} from '../../../server/mail/index.js';

/*
 * Every template, rendered in both languages: a subject, an HTML part and a text part saying
 * the same thing, user-supplied values escaped in the HTML, every word translated.
 */

const HOSTILE = `<script>alert("x")</script> & 'Sen'`;
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Sen&#39;';
const UNTIL = new Date('2026-11-27T08:30:00Z');

const SAMPLES: { [N in MailName]: MailData<N> } = {
  sign_in_code: { code: '123456', minutes: 10 },
  reset_password_code: { code: '654321', minutes: 10 },
  wallet_payment_code: { code: '246810', minutes: 5 },
  order_confirmation: {
    name: HOSTILE,
    orderId: 'WF00000042',
    trip: {
      kind: 'HOTEL',
      property: HOSTILE,
      address: '1 Trần Phú, Nha Trang',
      room: 'Deluxe',
      rooms: 2,
      checkIn: '2026-12-04',
      checkOut: '2026-12-06',
      adults: 2,
      children: 1,
      guest: HOSTILE,
      request: HOSTILE,
      confirmation: 'HB123',
    },
    amount: 1_250_000,
    currency: 'VND',
    method: 'BANK_TRANSFER',
    link: 'https://wayfare.example/account/bookings',
    bookedBy: HOSTILE,
    documentAttached: true,
  },
  order_refund: {
    name: 'Lan',
    orderId: 'WF00000043',
    trip: {
      kind: 'FLIGHT',
      legs: [
        {
          code: 'VN123',
          bookingCode: 'ABCDEF',
          from: 'Hà Nội (HAN)',
          to: 'TP. Hồ Chí Minh (SGN)',
          departs: '2026-12-04T07:00',
          arrives: '2026-12-04T09:10',
        },
      ],
      passengers: [HOSTILE],
    },
    amount: 4921,
    currency: 'USD',
    method: 'CARD',
    link: 'https://wayfare.example/account/bookings',
    copyFor: HOSTILE,
    refunded: false,
  },
  booking_cancelled: {
    name: 'Lan',
    orderId: 'A1B2C3D4',
    trip: {
      kind: 'HOTEL',
      property: HOSTILE,
      address: '1 Trần Phú, Nha Trang',
      room: 'Deluxe',
      rooms: 1,
      checkIn: '2026-12-04',
      checkOut: '2026-12-06',
      adults: 2,
      children: 0,
      guest: 'Lan',
      request: null,
      confirmation: 'WF12345678',
    },
    amount: 1_250_000,
    currency: 'VND',
    method: 'WALLET',
    link: 'https://wayfare.example/account/bookings/detail?id=x',
  },
  booking_changed: {
    name: HOSTILE,
    orderId: 'A1B2C3D4',
    trip: {
      kind: 'FLIGHT',
      legs: [
        {
          code: 'VN159',
          bookingCode: 'K7M2QX',
          from: 'Hà Nội (HAN)',
          to: 'Đà Nẵng (DAD)',
          departs: '2026-12-10T15:00',
          arrives: '2026-12-10T16:20',
          terminals: { departure: 'T1', arrival: 'T1' },
          tickets: [{ passenger: 'NGUYEN VAN AN', number: '7382100000456' }],
        },
      ],
      passengers: [HOSTILE],
    },
    amount: 2_450_000,
    currency: 'VND',
    method: 'WALLET',
    link: 'https://wayfare.example/account/bookings/detail?id=x',
    change: {
      fromCode: 'VN157',
      fromDeparts: '2026-12-08T09:00',
      to: {
        code: 'VN159',
        bookingCode: 'K7M2QX',
        from: 'Hà Nội (HAN)',
        to: 'Đà Nẵng (DAD)',
        departs: '2026-12-10T15:00',
        arrives: '2026-12-10T16:20',
        terminals: { departure: 'T1', arrival: 'T1' },
        tickets: [{ passenger: 'NGUYEN VAN AN', number: '7382100000456' }],
      },
      fareDifference: -150_000,
      changeFee: 600_000,
      total: 450_000,
    },
  },
  booking_change_payment_refund: {
    name: HOSTILE,
    orderId: 'A1B2C3D4',
    trip: {
      kind: 'FLIGHT',
      legs: [
        {
          code: 'VN157',
          bookingCode: 'K7M2QX',
          from: 'Hà Nội (HAN)',
          to: 'Đà Nẵng (DAD)',
          departs: '2026-12-08T09:00',
          arrives: '2026-12-08T10:20',
        },
      ],
      passengers: [HOSTILE],
    },
    amount: 2_450_000,
    currency: 'VND',
    method: 'BANK_TRANSFER',
    link: 'https://wayfare.example/account/bookings/detail?id=x',
    late: {
      flightCode: 'VN159',
      refund: 800_000,
      reason: 'NOT_CHANGED',
      state: 'MANUAL',
      paidWith: 'BANK_TRANSFER',
    },
  },
  ticket_received: { kind: 'COMPLAINT', number: 'WF-2611-0001' },
  ticket_reply: {
    number: 'WF-2611-0001',
    body: `${HOSTILE}\nSecond line`,
    link: 'https://wayfare.example/account/support?ticket=WF-2611-0001&x=1',
  },
  ticket_notice: {
    number: 'WF-2611-0001',
    kind: 'REPORT',
    topic: 'booking',
    name: HOSTILE,
    email: 'a@b.example',
    phone: '84912000001',
    order_code: null,
    message: HOSTILE,
    attachments: 2,
  },
  registration_received: {
    company: HOSTILE,
    taxCode: '0314409058',
    link: 'https://wayfare.example/corporate',
  },
  registration_approved: { company: HOSTILE, link: 'https://wayfare.example/corporate' },
  registration_rejected: {
    company: HOSTILE,
    reason: HOSTILE,
    link: 'https://wayfare.example/contact',
  },
  registration_notice: {
    id: 'c0ffee',
    company_name: HOSTILE,
    company_tax_code: '0314409058',
    company_email: 'info@sen.example',
    company_phone_number: '024 3826 1234',
    company_address: HOSTILE,
    requester: `${HOSTILE} <lan@sen.example>`,
    resubmitted: true,
  },
  credit_request_notice: {
    corporate_id: 'c0ffee',
    company_name: HOSTILE,
    answers: { staff_amount_range: '50-100', usual_booker_role: HOSTILE },
  },
  acting_started: { agent: HOSTILE, reason: HOSTILE, until: UNTIL },
  staff_invitation: {
    company: HOSTILE,
    inviter: HOSTILE,
    email: 'new@sen.example',
    link: 'https://wayfare.example/account/invitations?token=abc',
    days: 14,
  },
  agent_invitation: {
    agent: HOSTILE,
    email: 'lan@sen.example',
    link: 'https://wayfare.example/account/invitations',
    days: 14,
  },
  staff_role_changed: {
    company: HOSTILE,
    role: 'APPROVER',
    link: 'https://wayfare.example/corporate',
  },
  booking_request_approver: {
    why: 'ESCALATED',
    company: HOSTILE,
    requester: HOSTILE,
    traveller: HOSTILE,
    summary: HOSTILE,
    price: 4_186_000,
    currency: 'VND',
    deadline: UNTIL,
    reasonCode: HOSTILE,
    note: HOSTILE,
    approveLink: 'https://wayfare.example/api/v1/approval-links/abc',
    rejectLink: 'https://wayfare.example/api/v1/approval-links/def',
    consoleLink: 'https://wayfare.example/corporate/approval',
    linkHours: 72,
  },
  booking_request_outcome: {
    outcome: 'REJECTED',
    summary: HOSTILE,
    price: 4_186_000,
    currency: 'VND',
    who: HOSTILE,
    comment: HOSTILE,
    deadline: null,
    bookingFailed: false,
    link: 'https://wayfare.example/account/request-bookings',
  },
  expense_approval_reminder: {
    company: HOSTILE,
    claimant: HOSTILE,
    merchant: HOSTILE,
    amount: 1_620_000,
    currency: 'VND',
    deadline: UNTIL,
    link: 'https://wayfare.example/expense/approval',
  },
};

const NAMES = Object.keys(MAILS) as MailName[];
const LOCALES: MailLocale[] = ['vi', 'en'];

const render = <N extends MailName>(name: N, locale: MailLocale, timeZone?: string) =>
  renderMail(
    name,
    { ...recipientOf({ locale }), ...(timeZone ? { timeZone } : {}) },
    SAMPLES[name],
  );

/** The key paths of a catalogue (functions and strings are leaves). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

/** What a reader sees of the HTML part: tags dropped, entities read. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('mail templates', () => {
  it('have a sample here for every message', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...NAMES].sort());
  });

  describe.each(NAMES)('%s', (name) => {
    it('has the same keys in Vietnamese and English', () => {
      const { vi, en } = MAILS[name].texts;
      expect(keyPaths(en).sort()).toEqual(keyPaths(vi).sort());
    });

    it.each(LOCALES)('renders a subject, an HTML part and a text part in %s', (locale) => {
      const mail = render(name, locale);
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.subject).not.toMatch(/\n/);
      expect(mail.text.trim()).not.toBe('');
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain(`<html lang="${locale}">`);

      // User-supplied values are text in the HTML part, never markup.
      expect(mail.html).not.toMatch(/<script/i);
      expect(mail.html).not.toContain(HOSTILE);
      const hostileIn = (s: string) => s.includes(HOSTILE);
      if (hostileIn(mail.text)) expect(mail.html).toContain(ESCAPED);
      if (hostileIn(mail.subject)) {
        expect(mail.html).toContain(`<title>${mail.subject.split(HOSTILE).join(ESCAPED)}</title>`);
      }

      // The two parts say the same thing: every line of the text is in the HTML.
      const seen = visibleText(mail.html);
      for (const line of mail.text.split('\n').filter(Boolean)) expect(seen).toContain(line);

      // Nothing left unfilled or untranslated: no missing values, no catalogue keys.
      const keys = new Set(
        keyPaths(MAILS[name].texts.vi)
          .flatMap((path) => path.split('.'))
          .filter((key) => /[a-z][A-Z]|_/.test(key)),
      );
      for (const part of [mail.subject, mail.text, seen]) {
        expect(part).not.toMatch(/\bundefined\b|\bnull\b|\bNaN\b|\[object /);
        for (const key of keys) expect(part).not.toMatch(new RegExp(`\\b${key}\\b`));
      }
    });

    it('is written in each language, not the same words twice', () => {
      const vi = render(name, 'vi');
      const en = render(name, 'en');
      expect(en.text).not.toBe(vi.text);
      expect(en.html).not.toBe(vi.html);
    });
  });

  it('makes the addresses in the HTML part links, their & escaped', () => {
    const { html } = render('ticket_reply', 'en');
    expect(html).toContain(
      '<a href="https://wayfare.example/account/support?ticket=WF-2611-0001&amp;x=1"',
    );
  });

  it('writes money in the recipient language through common/money.ts', () => {
    expect(render('order_confirmation', 'vi').text).toContain('Đã thanh toán 1.250.000 VND');
    expect(render('order_confirmation', 'en').text).toContain('Paid VND 1,250,000');
    expect(render('order_confirmation', 'vi').text).toContain(
      'Phiếu xác nhận đặt phòng (PDF) đính kèm thư này',
    );
    expect(render('order_confirmation', 'en').text).toContain(
      'Your hotel voucher (PDF) is attached',
    );
    expect(render('order_refund', 'en').text).toContain('USD 49.21');
  });

  it('writes dates in the recipient language', () => {
    expect(render('order_confirmation', 'vi').text).toContain(
      'Nhận phòng 04/12/2026, trả phòng 06/12/2026',
    );
    expect(render('order_confirmation', 'en').text).toContain(
      'Check-in 4 Dec 2026, check-out 6 Dec 2026',
    );
    expect(render('order_refund', 'vi').text).toContain('07:00 04/12/2026');
  });

  it("writes times in the recipient's time zone, Vietnam's by default", () => {
    expect(render('acting_started', 'vi').text).toContain('đến 15:30 27/11/2026 (giờ Việt Nam).');
    expect(render('acting_started', 'en').text).toContain(
      'until 15:30 27 Nov 2026 (Vietnam time).',
    );
    expect(render('acting_started', 'en', 'Europe/Paris').text).toContain(
      'until 09:30 27 Nov 2026 (Europe/Paris).',
    );
    expect(render('acting_started', 'en').text).not.toContain('UTC');
  });

  it('says each booking-request case in both languages, with the links and the comment', () => {
    const approver = SAMPLES.booking_request_approver;
    const outcome = SAMPLES.booking_request_outcome;
    const subjects = new Set<string>();
    for (const locale of LOCALES) {
      for (const why of ['NEW', 'REMINDER', 'ESCALATED'] as const) {
        const mail = renderMail('booking_request_approver', recipientOf({ locale }), {
          ...approver,
          why,
        });
        subjects.add(mail.subject.split(':')[0]);
        expect(mail.text).toContain(approver.approveLink);
        expect(mail.text).toContain(approver.rejectLink);
        expect(mail.html).toContain(`href="${approver.approveLink}"`);
      }
      for (const o of ['APPROVED', 'REJECTED', 'ESCALATED', 'EXPIRED'] as const) {
        const mail = renderMail('booking_request_outcome', recipientOf({ locale }), {
          ...outcome,
          outcome: o,
          comment: 'Đi thứ Năm',
          bookingFailed: o === 'APPROVED',
        });
        subjects.add(mail.subject.split(':')[0]);
        expect(mail.text).toContain(outcome.link);
      }
    }
    // 3 approver and 4 requester cases, each worded differently in each language.
    expect(subjects.size).toBe(14);
    const rejected = (locale: MailLocale) =>
      renderMail('booking_request_outcome', recipientOf({ locale }), {
        ...outcome,
        comment: 'Đi thứ Năm',
      }).text;
    expect(rejected('vi')).toContain('Nhận xét của người duyệt:');
    expect(rejected('en')).toContain('The approver’s comment:');
    expect(rejected('en')).toContain('Đi thứ Năm');
  });

  it('says where a flight change’s refund goes: the card that paid, on its way or done, or accounting', () => {
    const changed = SAMPLES.booking_changed;
    const text = (
      locale: MailLocale,
      method: string,
      refund: 'DONE' | 'ON_ITS_WAY' | 'MANUAL',
      card: string | null = null,
    ) =>
      renderMail('booking_changed', recipientOf({ locale }), {
        ...changed,
        method,
        card,
        change: {
          ...changed.change,
          fareDifference: -800_000,
          changeFee: 300_000,
          total: -500_000,
          refund,
        },
      }).text;
    expect(text('en', 'CARD', 'DONE', 'Visa •••• 4242')).toContain(
      'VND 500,000 was refunded to the card Visa •••• 4242 that paid',
    );
    expect(text('vi', 'CARD', 'DONE', 'Visa •••• 4242')).toContain(
      'Đã hoàn 500.000 VND về thẻ Visa •••• 4242 đã thanh toán',
    );
    expect(text('en', 'VNPAY', 'ON_ITS_WAY')).toContain(
      'Wayfare is refunding VND 500,000 to the VNPay account that paid.',
    );
    expect(text('vi', 'BANK_TRANSFER', 'MANUAL')).toContain(
      'Wayfare sẽ hoàn 500.000 VND về tài khoản ngân hàng đã thanh toán',
    );
    expect(text('en', 'P2C2P', 'MANUAL')).toContain('our accounts team handles it');
    expect(text('en', 'CARD', 'DONE')).not.toContain('wallet');
  });

  it('writes a flight change’s new flight as the confirmation does: terminals, reissued e-tickets, times, paid how', () => {
    const changed = SAMPLES.booking_changed;
    const text = (locale: MailLocale, paidWith: { method: string; card: string | null } | null) =>
      renderMail('booking_changed', recipientOf({ locale }), {
        ...changed,
        change: { ...changed.change, paidWith },
      }).text;
    const vi = text('vi', null);
    expect(vi).toContain('Số vé điện tử mới của NGUYEN VAN AN: 7382100000456');
    expect(vi).toContain('Nhà ga đi: T1 · Nhà ga đến: T1');
    expect(vi).toMatch(/Chuyến VN159: Hà Nội \(HAN\) 15:00 [^\n]*→ Đà Nẵng \(DAD\) 16:20/);
    expect(vi).toContain('Chênh lệch giá vé: −150.000 VND');
    expect(vi).toContain('Đã thanh toán 450.000 VND từ ví Wayfare.');
    expect(text('vi', { method: 'VNPAY', card: null })).toContain(
      'Đã thanh toán 450.000 VND bằng tài khoản VNPay.',
    );
    const en = text('en', { method: 'CARD', card: 'Visa •••• 4242' });
    expect(en).toContain('New e-ticket number of NGUYEN VAN AN: 7382100000456');
    expect(en).toContain('Departure terminal: T1 · Arrival terminal: T1');
    expect(en).toContain('E-ticket number of NGUYEN VAN AN: 7382100000456');
    expect(en).toContain('VND 450,000 was paid with your card Visa •••• 4242.');
  });

  it('tells of a transfer that came after a change payment’s refund e-mail: that transfer, and all owed', () => {
    const sample = SAMPLES.booking_change_payment_refund;
    const text = (locale: MailLocale) =>
      renderMail('booking_change_payment_refund', recipientOf({ locale }), {
        ...sample,
        late: { ...sample.late, reason: 'FURTHER', refund: 150_000, owed: 350_000 },
      }).text;
    const vi = text('vi');
    expect(vi).toContain('Wayfare nhận thêm một khoản chuyển khoản cho lần đổi sang chuyến VN159');
    expect(vi).toContain('Wayfare sẽ hoàn 150.000 VND về tài khoản ngân hàng đã thanh toán');
    expect(vi).toContain('Tổng số tiền hoàn cho lần đổi này: 350.000 VND.');
    expect(vi).not.toContain('không được đổi');
    const en = text('en');
    expect(en).toContain('Another transfer for the change to flight VN159 arrived after');
    expect(en).toContain('Wayfare will refund VND 150,000 to the bank account that paid');
    expect(en).toContain('In all, VND 350,000 is given back for this change.');
  });

  it('reads the language from the account: en and en-US are English, the rest Vietnamese', () => {
    expect(recipientOf({ locale: 'en-US' }).locale).toBe('en');
    expect(recipientOf({ locale: 'en' }).locale).toBe('en');
    expect(recipientOf({ locale: 'zh-TW' }).locale).toBe('vi');
    expect(recipientOf(null)).toEqual({ locale: 'vi', timeZone: 'Asia/Ho_Chi_Minh' });
  });
});
