/**
 * The order e-mails' words, in Vietnamese (default) and English (order-emails.ts sends them):
 * the confirmation of a paid booking — the itinerary with each flight's booking code and the
 * passengers, or the hotel voucher with its confirmation number — and the notice that a
 * payment was given back because the booking could not be made. Plain text, like every
 * Wayfare e-mail.
 */
import { formatMoneyText } from '../../../common/money.js';
import type { MessageLocale } from '../../providers/messaging/texts.js';

export interface FlightLeg {
  code: string;
  bookingCode: string | null;
  from: string;
  to: string;
  /** Local wall time at the origin and destination, YYYY-MM-DDTHH:mm. */
  departs: string;
  arrives: string;
}

export interface FlightTrip {
  kind: 'FLIGHT';
  legs: FlightLeg[];
  passengers: string[];
}

export interface HotelStay {
  kind: 'HOTEL';
  property: string;
  address: string;
  room: string;
  rooms: number;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  guest: string | null;
  request: string | null;
  confirmation: string | null;
}

export interface OrderMail {
  /** Whom to greet ('' for no name). */
  name: string;
  orderId: string;
  trip: FlightTrip | HotelStay;
  amount: number;
  currency: string;
  method: string;
  link: string;
  /** Booked for the traveller by someone else: the booker's name (shown to both). */
  bookedBy?: string | null;
  /** The booker's copy of a booking made for someone else: the traveller's name. */
  copyFor?: string | null;
}

const METHODS: Record<MessageLocale, Record<string, string>> = {
  vi: {
    CARD: 'thẻ quốc tế',
    WALLET: 'ví Wayfare',
    CORPORATE_WALLET: 'tài khoản doanh nghiệp',
    VNPAY: 'VNPay',
    P2C2P: '2C2P',
    BANK_TRANSFER: 'chuyển khoản ngân hàng',
    MOMO: 'MoMo',
  },
  en: {
    CARD: 'card',
    WALLET: 'Wayfare wallet',
    CORPORATE_WALLET: 'corporate account',
    VNPAY: 'VNPay',
    P2C2P: '2C2P',
    BANK_TRANSFER: 'bank transfer',
    MOMO: 'MoMo',
  },
};

/** Amounts are whole minor units; mail text writes them with the currency code (common/money.ts). */
const money = (locale: MessageLocale, amount: number, currency: string) =>
  formatMoneyText(amount, currency, locale);

/** 2026-12-04 → 04/12/2026 (vi) or 4 Dec 2026 (en); a wall time keeps its HH:mm. */
function when(locale: MessageLocale, value: string): string {
  const [date, time] = value.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const day =
    locale === 'vi'
      ? `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`
      : new Intl.DateTimeFormat('en-GB', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(Date.UTC(y, m - 1, d)));
  return time ? `${time} ${day}` : day;
}

const T = {
  vi: {
    hello: (n: string) => (n ? `Xin chào ${n},` : 'Xin chào,'),
    confirmedFlight: 'Chuyến bay của bạn đã được đặt.',
    confirmedHotel: 'Phòng của bạn đã được đặt.',
    subjectFlight: (codes: string) => `Xác nhận đặt vé máy bay ${codes}`,
    subjectHotel: (p: string) => `Xác nhận đặt phòng ${p}`,
    order: 'Mã đơn hàng',
    flight: (l: FlightLeg, w: typeof when) =>
      `Chuyến ${l.code}: ${l.from} ${w('vi', l.departs)} → ${l.to} ${w('vi', l.arrives)}`,
    pnr: (code: string) => `Mã đặt chỗ (PNR): ${code}`,
    passengers: 'Hành khách',
    property: 'Khách sạn',
    dates: (a: string, b: string) => `Nhận phòng ${a}, trả phòng ${b}`,
    rooms: (n: number, room: string) => `${n} × ${room}`,
    guests: (a: number, c: number) => `${a} người lớn${c ? `, ${c} trẻ em` : ''}`,
    guest: 'Khách chính',
    request: 'Yêu cầu đặc biệt',
    confirmation: 'Số xác nhận',
    paid: (amount: string, method: string) => `Đã thanh toán ${amount} bằng ${method}.`,
    see: (link: string) => `Xem chi tiết đặt chỗ: ${link}`,
    refundSubject: 'Đặt chỗ không thành công — Wayfare hoàn tiền cho bạn',
    refundBody: (amount: string, method: string) =>
      `Nhà cung cấp không thể xác nhận đặt chỗ của bạn sau khi bạn thanh toán, nên đơn hàng đã ` +
      `bị huỷ. Wayfare hoàn lại toàn bộ ${amount} về ${method} của bạn.`,
    refundDone: 'Tiền đã được hoàn.',
    refundPending:
      'Việc hoàn tiền đang được xử lý; tiền về tài khoản của bạn tuỳ theo ngân hàng (thường trong vài ngày làm việc).',
    sorry: 'Chúng tôi rất tiếc về sự bất tiện này.',
    bookedBy: (n: string) => `Đặt bởi ${n}.`,
    copyFor: (n: string) => `Đây là bản sao: bạn đã đặt chỗ này cho ${n}.`,
    copySubject: (subject: string) => `[Bản sao] ${subject}`,
  },
  en: {
    hello: (n: string) => (n ? `Hello ${n},` : 'Hello,'),
    confirmedFlight: 'Your flight is booked.',
    confirmedHotel: 'Your room is booked.',
    subjectFlight: (codes: string) => `Flight booking confirmed: ${codes}`,
    subjectHotel: (p: string) => `Hotel booking confirmed: ${p}`,
    order: 'Order number',
    flight: (l: FlightLeg, w: typeof when) =>
      `Flight ${l.code}: ${l.from} ${w('en', l.departs)} → ${l.to} ${w('en', l.arrives)}`,
    pnr: (code: string) => `Booking code (PNR): ${code}`,
    passengers: 'Passengers',
    property: 'Hotel',
    dates: (a: string, b: string) => `Check-in ${a}, check-out ${b}`,
    rooms: (n: number, room: string) => `${n} × ${room}`,
    guests: (a: number, c: number) =>
      `${a} ${a === 1 ? 'adult' : 'adults'}${c ? `, ${c} ${c === 1 ? 'child' : 'children'}` : ''}`,
    guest: 'Lead guest',
    request: 'Special requests',
    confirmation: 'Confirmation number',
    paid: (amount: string, method: string) => `Paid ${amount} by ${method}.`,
    see: (link: string) => `See your booking: ${link}`,
    refundSubject: 'Booking not made — Wayfare is refunding you',
    refundBody: (amount: string, method: string) =>
      `The supplier could not confirm your booking after you paid, so the order was cancelled. ` +
      `Wayfare gives the whole ${amount} back to your ${method}.`,
    refundDone: 'The money has been refunded.',
    refundPending:
      'The refund is being processed; when it reaches your account depends on your bank (usually a few working days).',
    sorry: 'We are sorry for the trouble.',
    bookedBy: (n: string) => `Booked by ${n}.`,
    copyFor: (n: string) => `This is a copy: you made this booking for ${n}.`,
    copySubject: (subject: string) => `[Copy] ${subject}`,
  },
} as const;

/** The trip, with its booking codes when it was booked. */
function tripLines(locale: MessageLocale, trip: FlightTrip | HotelStay): string[] {
  const t = T[locale];
  if (trip.kind === 'FLIGHT') {
    return [
      ...trip.legs.map(
        (l) => t.flight(l, when) + (l.bookingCode ? `. ${t.pnr(l.bookingCode)}` : ''),
      ),
      `${t.passengers}: ${trip.passengers.join(', ') || '—'}`,
    ];
  }
  return [
    `${t.property}: ${trip.property}${trip.address ? ` — ${trip.address}` : ''}`,
    t.dates(when(locale, trip.checkIn), when(locale, trip.checkOut)),
    `${t.rooms(trip.rooms, trip.room)}; ${t.guests(trip.adults, trip.children)}`,
    ...(trip.guest ? [`${t.guest}: ${trip.guest}`] : []),
    ...(trip.request ? [`${t.request}: ${trip.request}`] : []),
    ...(trip.confirmation ? [`${t.confirmation}: ${trip.confirmation}`] : []),
  ];
}

/** Who booked it, and (in the booker's copy) for whom. */
function bookedLines(locale: MessageLocale, mail: OrderMail): string[] {
  const t = T[locale];
  if (mail.copyFor) return [t.copyFor(mail.copyFor)];
  return mail.bookedBy ? [t.bookedBy(mail.bookedBy)] : [];
}

const copySubject = (locale: MessageLocale, mail: OrderMail, subject: string) =>
  mail.copyFor ? T[locale].copySubject(subject) : subject;

/** The confirmation of a SUCCESSFUL order. */
export function confirmationEmail(locale: MessageLocale, mail: OrderMail) {
  const t = T[locale];
  const subject =
    mail.trip.kind === 'FLIGHT'
      ? t.subjectFlight(mail.trip.legs.map((l) => l.bookingCode ?? l.code).join(', '))
      : t.subjectHotel(mail.trip.property);
  const text = [
    t.hello(mail.name),
    '',
    mail.trip.kind === 'FLIGHT' ? t.confirmedFlight : t.confirmedHotel,
    ...bookedLines(locale, mail),
    `${t.order}: ${mail.orderId}`,
    ...tripLines(locale, mail.trip),
    '',
    t.paid(money(locale, mail.amount, mail.currency), METHODS[locale][mail.method] ?? mail.method),
    t.see(mail.link),
  ].join('\n');
  return { subject: copySubject(locale, mail, subject), text };
}

/** The notice that a paid order could not be booked and is (or is being) refunded. */
export function refundEmail(locale: MessageLocale, mail: OrderMail, refunded: boolean) {
  const t = T[locale];
  const text = [
    t.hello(mail.name),
    '',
    t.refundBody(
      money(locale, mail.amount, mail.currency),
      METHODS[locale][mail.method] ?? mail.method,
    ),
    refunded ? t.refundDone : t.refundPending,
    ...bookedLines(locale, mail),
    `${t.order}: ${mail.orderId}`,
    ...tripLines(locale, mail.trip),
    '',
    t.sorry,
    t.see(mail.link),
  ].join('\n');
  return { subject: copySubject(locale, mail, t.refundSubject), text };
}
