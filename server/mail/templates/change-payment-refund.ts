/**
 * booking_change_payment_refund (docs/manage-booking.md "A dearer change paid through the
 * booking's rail"): a payment for a flight change that could not be used — it arrived after
 * the new seats' hold ended, the booking had moved on, a bank transfer came in short before the
 * hold ended or paid more than the total — so the flight was not changed (or the excess was
 * not needed), and the money goes back to what paid it: back already, on its way, or left to
 * accounting (2C2P and bank transfers have no refund API here). A bank transfer that comes after
 * that e-mail gets one of its own (FURTHER).
 */
import { defineMail, paragraph } from '../define.js';
import type { OrderMail } from './orders.js';

export interface ChangePaymentRefundMail extends OrderMail {
  late: {
    /** The flight the payment was for. */
    flightCode: string;
    /** What goes back (whole minor units of `currency`). */
    refund: number;
    /**
     * Why: the change was made and this is what was paid over its total (EXCESS), or not
     * (NOT_CHANGED); or one more transfer came after an earlier e-mail about this payment
     * (FURTHER: `refund` is that transfer, `owed` everything given back for the change).
     */
    reason: 'EXCESS' | 'NOT_CHANGED' | 'FURTHER';
    owed?: number;
    state: 'DONE' | 'ON_ITS_WAY' | 'MANUAL';
    /** The rail that paid and gets it back (CARD, VNPAY, P2C2P, BANK_TRANSFER). */
    paidWith: string;
  };
}

const vi = {
  hello: (n: string) => (n ? `Xin chào ${n},` : 'Xin chào,'),
  subject: (code: string) => `Hoàn tiền thanh toán đổi chuyến bay ${code}`,
  notChanged: (code: string) =>
    `Khoản thanh toán để đổi sang chuyến ${code} đến khi chỗ giữ đã hết hạn hoặc đặt chỗ đã thay đổi, nên chuyến bay của bạn không được đổi.`,
  excess: (code: string) =>
    `Chuyến bay của bạn đã được đổi sang ${code}; số tiền chuyển khoản vượt quá tổng cần thanh toán.`,
  further: (code: string) =>
    `Wayfare nhận thêm một khoản chuyển khoản cho lần đổi sang chuyến ${code} sau thư báo hoàn tiền trước; khoản này cũng được hoàn.`,
  owed: (amount: string) => `Tổng số tiền hoàn cho lần đổi này: ${amount}.`,
  order: 'Mã đơn hàng',
  done: (amount: string, to: string) =>
    `Đã hoàn ${amount} về ${to} đã thanh toán; ngân hàng có thể cần vài ngày làm việc để hiển thị.`,
  onWay: (amount: string, to: string) => `Wayfare đang hoàn ${amount} về ${to} đã thanh toán.`,
  manual: (amount: string, to: string) =>
    `Wayfare sẽ hoàn ${amount} về ${to} đã thanh toán; bộ phận kế toán xử lý và sẽ liên hệ nếu cần thêm thông tin.`,
  methods: {
    CARD: 'thẻ',
    VNPAY: 'tài khoản VNPay',
    P2C2P: 'tài khoản 2C2P',
    BANK_TRANSFER: 'tài khoản ngân hàng',
  } as Record<string, string>,
  see: (link: string) => `Xem đặt chỗ: ${link}`,
};

const en: typeof vi = {
  hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
  subject: (code) => `Refund of your payment to change to flight ${code}`,
  notChanged: (code) =>
    `Your payment to change to flight ${code} arrived after the seats' hold ended or after the booking changed, so your flight was not changed.`,
  excess: (code) =>
    `Your flight was changed to ${code}; your transfer was more than the total to pay.`,
  further: (code) =>
    `Another transfer for the change to flight ${code} arrived after our last message about its refund; it is given back too.`,
  owed: (amount) => `In all, ${amount} is given back for this change.`,
  order: 'Order number',
  done: (amount, to) =>
    `${amount} was refunded to the ${to} that paid; your bank may take a few working days to show it.`,
  onWay: (amount, to) => `Wayfare is refunding ${amount} to the ${to} that paid.`,
  manual: (amount, to) =>
    `Wayfare will refund ${amount} to the ${to} that paid; our accounts team handles it and will contact you if it needs details.`,
  methods: {
    CARD: 'card',
    VNPAY: 'VNPay account',
    P2C2P: '2C2P account',
    BANK_TRANSFER: 'bank account',
  },
  see: (link) => `See the booking: ${link}`,
};

export const changePaymentRefund = defineMail<typeof vi, ChangePaymentRefundMail>(
  { vi, en },
  (t, mail, f) => {
    const l = mail.late;
    const amount = f.money(l.refund, mail.currency);
    const method = t.methods[l.paidWith] ?? l.paidWith;
    const to = mail.card && l.paidWith === 'CARD' ? `${method} ${mail.card}` : method;
    const line = l.state === 'DONE' ? t.done : l.state === 'MANUAL' ? t.manual : t.onWay;
    return {
      subject: t.subject(l.flightCode),
      blocks: [
        paragraph(t.hello(mail.name)),
        paragraph(
          l.reason === 'EXCESS'
            ? t.excess(l.flightCode)
            : l.reason === 'FURTHER'
              ? t.further(l.flightCode)
              : t.notChanged(l.flightCode),
          `${t.order}: ${mail.orderId}`,
        ),
        paragraph(
          line(amount, to),
          l.reason === 'FURTHER' && l.owed ? t.owed(f.money(l.owed, mail.currency)) : '',
          t.see(mail.link),
        ),
      ],
    };
  },
);
