/**
 * booking_changed (docs/manage-booking.md "Changing a flight"): the traveller changed a flight
 * of their booking — which flight became which (with its new booking code), the whole new
 * itinerary, and the money: the fare difference, the change fee and the total paid or given
 * back to the wallet — or given back to the card, VNPay, 2C2P or bank account that paid. The new
 * itinerary is the confirmation's (`tripLines`: times at each airport, terminals, the e-ticket
 * numbers reissued for the new flight, baggage, fare rules, passengers).
 */
import { defineMail, paragraph } from '../define.js';
import { orderWords, tripLines, type FlightLeg, type OrderMail } from './orders.js';

export interface ChangeMail extends OrderMail {
  change: {
    /** The flight before: its number and local departure time (YYYY-MM-DDTHH:mm). */
    fromCode: string;
    fromDeparts: string;
    /** The flight after. */
    to: FlightLeg;
    /** Whole minor units of `currency`; total = fareDifference + changeFee. */
    fareDifference: number;
    changeFee: number;
    total: number;
    /**
     * A negative total given back by the card, VNPay, 2C2P or bank transfer that paid
     * (`mail.method`, `mail.card`): whether it is back, on its way, or left to accounting.
     * Absent: the wallet paid or got it.
     */
    refund?: 'DONE' | 'ON_ITS_WAY' | 'MANUAL' | null;
    /** A positive total paid through a gateway (the card's brand and last 4 when known). */
    paidWith?: { method: string; card: string | null } | null;
  };
}

const vi = {
  hello: (n: string) => (n ? `Xin chào ${n},` : 'Xin chào,'),
  subject: (code: string) => `Đã đổi chuyến bay: ${code}`,
  body: 'Chuyến bay của bạn đã được đổi theo điều kiện đổi vé của hạng giá.',
  changed: (from: string, fromAt: string, to: string, toAt: string) =>
    `${from} khởi hành ${fromAt} → ${to} khởi hành ${toAt}`,
  pnr: (code: string) => `Mã đặt chỗ mới: ${code}`,
  newTicket: (passenger: string, number: string) => `Số vé điện tử mới của ${passenger}: ${number}`,
  order: 'Mã đơn hàng',
  itinerary: 'Hành trình mới',
  /** The confirmation's words for the itinerary. */
  trip: orderWords.vi,
  difference: 'Chênh lệch giá vé',
  fee: 'Phí đổi vé',
  total: 'Tổng cộng',
  paid: (amount: string) => `Đã thanh toán ${amount} từ ví Wayfare.`,
  back: (amount: string) => `Đã hoàn ${amount} vào ví Wayfare.`,
  paidWith: (amount: string, by: string) => `Đã thanh toán ${amount} bằng ${by}.`,
  nothing: 'Không phát sinh chi phí.',
  methods: {
    CARD: 'thẻ',
    VNPAY: 'tài khoản VNPay',
    P2C2P: 'tài khoản 2C2P',
    BANK_TRANSFER: 'tài khoản ngân hàng',
  } as Record<string, string>,
  refundDone: (amount: string, to: string) =>
    `Đã hoàn ${amount} về ${to} đã thanh toán; ngân hàng có thể cần vài ngày làm việc để hiển thị.`,
  refundOnWay: (amount: string, to: string) =>
    `Wayfare đang hoàn ${amount} về ${to} đã thanh toán.`,
  refundManual: (amount: string, to: string) =>
    `Wayfare sẽ hoàn ${amount} về ${to} đã thanh toán; bộ phận kế toán xử lý và sẽ liên hệ nếu cần thêm thông tin.`,
  see: (link: string) => `Xem đặt chỗ: ${link}`,
  attachedTicket: 'Vé điện tử mới (PDF) đính kèm thư này; bạn cũng tải được từ trang đặt chỗ.',
  calendar: 'Tệp lịch (.ics) đính kèm cập nhật chuyến bay trong lịch của bạn.',
};

const en: typeof vi = {
  hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
  subject: (code) => `Flight changed: ${code}`,
  body: 'Your flight was changed as you asked, by its fare’s change rules.',
  changed: (from, fromAt, to, toAt) => `${from} departing ${fromAt} → ${to} departing ${toAt}`,
  pnr: (code) => `New booking code: ${code}`,
  newTicket: (passenger, number) => `New e-ticket number of ${passenger}: ${number}`,
  order: 'Order number',
  itinerary: 'Your new itinerary',
  trip: orderWords.en,
  difference: 'Fare difference',
  fee: 'Change fee',
  total: 'Total',
  paid: (amount) => `${amount} was paid from your Wayfare wallet.`,
  back: (amount) => `${amount} was given back to your Wayfare wallet.`,
  paidWith: (amount, by) => `${amount} was paid with your ${by}.`,
  nothing: 'Nothing to pay.',
  methods: {
    CARD: 'card',
    VNPAY: 'VNPay account',
    P2C2P: '2C2P account',
    BANK_TRANSFER: 'bank account',
  },
  refundDone: (amount, to) =>
    `${amount} was refunded to the ${to} that paid; your bank may take a few working days to show it.`,
  refundOnWay: (amount, to) => `Wayfare is refunding ${amount} to the ${to} that paid.`,
  refundManual: (amount, to) =>
    `Wayfare will refund ${amount} to the ${to} that paid; our accounts team handles it and will contact you if it needs details.`,
  see: (link) => `See the booking: ${link}`,
  attachedTicket:
    'Your updated e-ticket (PDF) is attached; you can also download it from the booking page.',
  calendar: 'The attached calendar file (.ics) moves the flight in your calendar.',
};

type Words = typeof vi;

const refundTo = (t: Words, mail: ChangeMail) => {
  const to = t.methods[mail.method] ?? mail.method;
  return mail.card ? `${to} ${mail.card}` : to;
};

const paidBy = (t: Words, p: { method: string; card: string | null }) => {
  const by = t.methods[p.method] ?? p.method;
  return p.card ? `${by} ${p.card}` : by;
};

const refundLine = (
  t: Words,
  state: 'DONE' | 'ON_ITS_WAY' | 'MANUAL',
  amount: string,
  to: string,
) =>
  state === 'DONE'
    ? t.refundDone(amount, to)
    : state === 'MANUAL'
      ? t.refundManual(amount, to)
      : t.refundOnWay(amount, to);

export const bookingChanged = defineMail<typeof vi, ChangeMail>({ vi, en }, (t, mail, f) => {
  const c = mail.change;
  const m = (n: number) => f.money(n, mail.currency);
  return {
    subject: t.subject(c.to.bookingCode ?? c.to.code),
    blocks: [
      paragraph(t.hello(mail.name)),
      paragraph(
        t.body,
        t.changed(c.fromCode, f.wallTime(c.fromDeparts), c.to.code, f.wallTime(c.to.departs)),
        c.to.bookingCode ? t.pnr(c.to.bookingCode) : '',
        ...(c.to.tickets ?? []).map((x) => t.newTicket(x.passenger, x.number)),
        `${t.order}: ${mail.orderId}`,
      ),
      paragraph(`${t.itinerary}:`, ...tripLines(t.trip, f, mail.trip)),
      paragraph(
        `${t.difference}: ${c.fareDifference < 0 ? '−' : ''}${m(Math.abs(c.fareDifference))}`,
        `${t.fee}: ${m(c.changeFee)}`,
        `${t.total}: ${c.total < 0 ? '−' : ''}${m(Math.abs(c.total))}`,
        c.total > 0
          ? c.paidWith
            ? t.paidWith(m(c.total), paidBy(t, c.paidWith))
            : t.paid(m(c.total))
          : c.total < 0
            ? c.refund
              ? refundLine(t, c.refund, m(-c.total), refundTo(t, mail))
              : t.back(m(-c.total))
            : t.nothing,
        t.see(mail.link),
        mail.documentAttached ? t.attachedTicket : '',
        t.calendar,
      ),
    ],
  };
});
