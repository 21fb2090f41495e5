/**
 * The order e-mails (docs/checkout.md "Order e-mails"; server/domain/checkout/order-emails.ts
 * sends them): the confirmation of a paid booking — the itinerary with each flight's booking
 * code and the passengers, or the hotel voucher with its confirmation number — and the notice
 * that a payment was given back because the booking could not be made.
 */
import { defineMail, paragraph } from '../define.js';
import type { MailFormat } from '../format.js';
import type { Block } from '../types.js';

export interface FlightLeg {
  code: string;
  bookingCode: string | null;
  from: string;
  to: string;
  /** Local wall time at the origin and destination, YYYY-MM-DDTHH:mm. */
  departs: string;
  arrives: string;
  /** The terminals at departure and arrival (null at a single-terminal airport). */
  terminals?: { departure: string | null; arrival: string | null } | null;
  /** Each passenger's e-ticket number on this flight (none: the airline's are not ours). */
  tickets?: { passenger: string; number: string }[];
  /** The fare's allowance: checked pieces × kg, cabin kg (null: unknown). */
  baggage?: { pieces: number; kg: number; cabinKg: number } | null;
  /** The fare plan's name and rules, as sold. */
  fare?: {
    plan: string;
    refundable: boolean;
    refundFee: number | null;
    changeable: boolean;
    changeFee: number | null;
    currency: string;
  } | null;
}

export interface FlightTrip {
  kind: 'FLIGHT';
  legs: FlightLeg[];
  passengers: string[];
  /** Extra baggage bought, per passenger and direction (docs/checkout.md "Extra baggage"). */
  extraBaggage?: {
    passenger: string;
    direction: 'departure' | 'return';
    value: number;
    unit: string;
    price: number;
    currency: string;
  }[];
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
  /** The rate plan's name, the property's check-in and check-out times (local HH:mm). */
  rate?: string | null;
  checkInTime?: string | null;
  checkOutTime?: string | null;
  /** Free cancellation until this instant (ISO); null: non-refundable. */
  freeCancellationUntil?: string | null;
}

export interface OrderMail {
  /** Whom to greet ('' for no name). */
  name: string;
  orderId: string;
  trip: FlightTrip | HotelStay;
  /** Whole minor units of `currency`. */
  amount: number;
  currency: string;
  method: string;
  /** The e-ticket or hotel voucher PDF goes with the confirmation. */
  documentAttached?: boolean;
  /** The card that paid, as the gateway reported it: network and last 4 ('Visa •••• 4242'). */
  card?: string | null;
  link: string;
  /** Booked for the traveller by someone else: the booker's name (shown to both). */
  bookedBy?: string | null;
  /** The booker's copy of a booking made for someone else: the traveller's name. */
  copyFor?: string | null;
  /** The price broken down (whole minor units of currency). */
  price?: {
    items: number;
    /** Extra baggage (0: none). */
    baggage?: number;
    surcharges: number;
    serviceFee: number;
    discount: number;
    tax: number;
  } | null;
}

/** A cancellation's refund: `amount` is what goes back; the fare rules' fee kept, if any. */
export interface CancelMail extends OrderMail {
  /** Paid in all (whole minor units); with `refundFee` > 0 the mail says "paid − fee". */
  paid?: number;
  /** The fare rules' refund fee kept (0 or none: the whole price goes back). */
  refundFee?: number;
}

export interface RefundMail extends CancelMail {
  /** The money is back (REFUNDED), not still on its way (PENDING, MANUAL). */
  refunded: boolean;
  /** The traveller cancelled the booking (not a booking the supplier refused). */
  cancelled?: boolean;
}

const vi = {
  methods: {
    CARD: 'thẻ quốc tế',
    WALLET: 'ví Wayfare',
    CORPORATE_WALLET: 'tài khoản doanh nghiệp',
    VNPAY: 'VNPay',
    P2C2P: '2C2P',
    BANK_TRANSFER: 'chuyển khoản ngân hàng',
    MOMO: 'MoMo',
  } as Record<string, string>,
  hello: (n: string) => (n ? `Xin chào ${n},` : 'Xin chào,'),
  confirmedFlight: 'Chuyến bay của bạn đã được đặt.',
  confirmedHotel: 'Phòng của bạn đã được đặt.',
  subjectFlight: (codes: string) => `Xác nhận đặt vé máy bay ${codes}`,
  subjectHotel: (p: string) => `Xác nhận đặt phòng ${p}`,
  order: 'Mã đơn hàng',
  flight: (code: string, from: string, departs: string, to: string, arrives: string) =>
    `Chuyến ${code}: ${from} ${departs} → ${to} ${arrives}`,
  pnr: (code: string) => `Mã đặt chỗ (PNR): ${code}`,
  departureTerminal: (t: string) => `Nhà ga đi: ${t}`,
  arrivalTerminal: (t: string) => `Nhà ga đến: ${t}`,
  ticket: (passenger: string, number: string) => `Số vé điện tử của ${passenger}: ${number}`,
  passengers: 'Hành khách',
  extraBaggage: (who: string, outbound: boolean, kg: string, price: string) =>
    `Hành lý mua thêm — ${who}, ${outbound ? 'chiều đi' : 'chiều về'}: +${kg} (${price})`,
  priceBaggage: 'Hành lý mua thêm',
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
  cancelSubject: (what: string) => `Đã huỷ đặt chỗ ${what}`,
  cancelBody: 'Đặt chỗ của bạn đã được huỷ theo yêu cầu, trong thời hạn huỷ miễn phí.',
  cancelBodyFlight: 'Vé của bạn đã được huỷ theo yêu cầu, theo điều kiện hoàn vé của hạng vé.',
  refundFee: (paid: string, fee: string, net: string) =>
    `Đã thanh toán ${paid}, trừ phí hoàn vé ${fee} theo điều kiện hạng vé: hoàn lại ${net}.`,
  cancelRefund: (amount: string, method: string) =>
    `Wayfare hoàn lại ${amount} về ${method} của bạn; bạn sẽ nhận thêm một thư khi tiền đã được hoàn.`,
  cancelledRefundSubject: 'Wayfare đã hoàn tiền cho đặt chỗ bạn huỷ',
  cancelledRefundBody: (amount: string, method: string) =>
    `Bạn đã huỷ đặt chỗ này. Wayfare hoàn lại ${amount} về ${method} của bạn.`,
  cashBackVoid: 'Hoàn tiền (cash back) và điểm thưởng của đặt chỗ này đã được thu hồi.',
  baggage: (pieces: number, kg: number, cabin: number) =>
    `Hành lý: ${pieces ? `ký gửi ${pieces} × ${kg} kg` : 'không gồm ký gửi'}, xách tay ${cabin} kg`,
  fareRules: (plan: string, refund: string, change: string) =>
    `Hạng vé ${plan}: ${refund}; ${change}`,
  refundable: (fee: string) => `được hoàn vé (phí ${fee} mỗi khách)`,
  notRefundable: 'không được hoàn vé',
  changeable: (fee: string) => `được đổi vé (phí ${fee} mỗi khách cộng chênh lệch)`,
  notChangeable: 'không được đổi vé',
  times: (a: string, b: string) => `Giờ nhận phòng từ ${a}, trả phòng trước ${b}`,
  rate: 'Gói giá',
  freeCancel: (at: string) => `Huỷ miễn phí đến ${at}.`,
  noRefund: 'Giá không hoàn tiền.',
  priceItems: 'Giá dịch vụ',
  priceSurcharges: 'Phụ thu',
  priceFee: 'Phí dịch vụ',
  priceDiscount: 'Giảm giá',
  priceTax: 'Đã gồm VAT',
  calendar: 'Tệp lịch (.ics) đính kèm để thêm chuyến đi vào lịch của bạn.',
  attachedTicket: 'Vé điện tử (PDF) đính kèm thư này; bạn cũng tải được từ trang đặt chỗ.',
  attachedVoucher:
    'Phiếu xác nhận đặt phòng (PDF) đính kèm thư này; bạn cũng tải được từ trang đặt chỗ.',
};

const en: typeof vi = {
  methods: {
    CARD: 'card',
    WALLET: 'Wayfare wallet',
    CORPORATE_WALLET: 'corporate account',
    VNPAY: 'VNPay',
    P2C2P: '2C2P',
    BANK_TRANSFER: 'bank transfer',
    MOMO: 'MoMo',
  },
  hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
  confirmedFlight: 'Your flight is booked.',
  confirmedHotel: 'Your room is booked.',
  subjectFlight: (codes) => `Flight booking confirmed: ${codes}`,
  subjectHotel: (p) => `Hotel booking confirmed: ${p}`,
  order: 'Order number',
  flight: (code, from, departs, to, arrives) =>
    `Flight ${code}: ${from} ${departs} → ${to} ${arrives}`,
  pnr: (code) => `Booking code (PNR): ${code}`,
  departureTerminal: (t) => `Departure terminal: ${t}`,
  arrivalTerminal: (t) => `Arrival terminal: ${t}`,
  ticket: (passenger, number) => `E-ticket number of ${passenger}: ${number}`,
  passengers: 'Passengers',
  extraBaggage: (who, outbound, kg, price) =>
    `Extra baggage — ${who}, ${outbound ? 'outbound' : 'return'}: +${kg} (${price})`,
  priceBaggage: 'Extra baggage',
  property: 'Hotel',
  dates: (a, b) => `Check-in ${a}, check-out ${b}`,
  rooms: (n, room) => `${n} × ${room}`,
  guests: (a, c) =>
    `${a} ${a === 1 ? 'adult' : 'adults'}${c ? `, ${c} ${c === 1 ? 'child' : 'children'}` : ''}`,
  guest: 'Lead guest',
  request: 'Special requests',
  confirmation: 'Confirmation number',
  paid: (amount, method) => `Paid ${amount} by ${method}.`,
  see: (link) => `See your booking: ${link}`,
  refundSubject: 'Booking not made — Wayfare is refunding you',
  refundBody: (amount, method) =>
    `The supplier could not confirm your booking after you paid, so the order was cancelled. ` +
    `Wayfare gives the whole ${amount} back to your ${method}.`,
  refundDone: 'The money has been refunded.',
  refundPending:
    'The refund is being processed; when it reaches your account depends on your bank (usually a few working days).',
  sorry: 'We are sorry for the trouble.',
  bookedBy: (n) => `Booked by ${n}.`,
  copyFor: (n) => `This is a copy: you made this booking for ${n}.`,
  copySubject: (subject) => `[Copy] ${subject}`,
  cancelSubject: (what) => `Booking cancelled: ${what}`,
  cancelBody: 'Your booking was cancelled as you asked, within its free-cancellation window.',
  cancelBodyFlight: 'Your ticket was cancelled as you asked, by its fare’s refund rules.',
  refundFee: (paid, fee, net) =>
    `Paid ${paid}, less the fare’s refund fee of ${fee}: ${net} comes back.`,
  cancelRefund: (amount, method) =>
    `Wayfare gives ${amount} back to your ${method}; another e-mail follows once the money is back.`,
  cancelledRefundSubject: 'Wayfare refunded the booking you cancelled',
  cancelledRefundBody: (amount, method) =>
    `You cancelled this booking. Wayfare gives ${amount} back to your ${method}.`,
  cashBackVoid: 'The cash back and points of this booking were taken back.',
  baggage: (pieces, kg, cabin) =>
    `Baggage: ${pieces ? `checked ${pieces} × ${kg} kg` : 'no checked baggage'}, cabin ${cabin} kg`,
  fareRules: (plan, refund, change) => `Fare ${plan}: ${refund}; ${change}`,
  refundable: (fee) => `refundable (fee ${fee} per passenger)`,
  notRefundable: 'non-refundable',
  changeable: (fee) => `changes allowed (fee ${fee} per passenger plus any fare difference)`,
  notChangeable: 'no changes',
  times: (a, b) => `Check-in from ${a}, check-out by ${b}`,
  rate: 'Rate',
  freeCancel: (at) => `Free cancellation until ${at}.`,
  noRefund: 'Non-refundable rate.',
  priceItems: 'Price',
  priceSurcharges: 'Surcharges',
  priceFee: 'Service fee',
  priceDiscount: 'Discounts',
  priceTax: 'Includes VAT',
  calendar: 'A calendar file (.ics) is attached to add the trip to your calendar.',
  attachedTicket:
    'Your e-ticket (PDF) is attached; you can also download it from the booking page.',
  attachedVoucher:
    'Your hotel voucher (PDF) is attached; you can also download it from the booking page.',
};

type Words = typeof vi;

/** The order e-mails' words, for another order message that shows the same trip (tripLines). */
export const orderWords: { vi: Words; en: Words } = { vi, en };
export type OrderWords = Words;

/** 'Nhà ga đi: T1 · Nhà ga đến: T2', or '' where neither airport has terminals. */
function terminalLine(t: Words, l: FlightLeg): string {
  return [
    l.terminals?.departure && t.departureTerminal(l.terminals.departure),
    l.terminals?.arrival && t.arrivalTerminal(l.terminals.arrival),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The trip, with its booking codes when it was booked: each flight with its times at its
 * airports, terminals, e-ticket numbers, baggage and fare rules, then the passengers; or the
 * stay. The confirmation's, and the change e-mail's new itinerary (booking-changed.ts).
 */
export function tripLines(t: Words, f: MailFormat, trip: FlightTrip | HotelStay): string[] {
  if (trip.kind === 'FLIGHT') {
    return [
      ...trip.legs.flatMap((l) => [
        t.flight(l.code, l.from, f.wallTime(l.departs), l.to, f.wallTime(l.arrives)) +
          (l.bookingCode ? `. ${t.pnr(l.bookingCode)}` : ''),
        terminalLine(t, l),
        ...(l.tickets ?? []).map((x) => t.ticket(x.passenger, x.number)),
        l.baggage ? t.baggage(l.baggage.pieces, l.baggage.kg, l.baggage.cabinKg) : '',
        l.fare
          ? t.fareRules(
              l.fare.plan,
              l.fare.refundable
                ? t.refundable(f.money(l.fare.refundFee ?? 0, l.fare.currency))
                : t.notRefundable,
              l.fare.changeable
                ? t.changeable(f.money(l.fare.changeFee ?? 0, l.fare.currency))
                : t.notChangeable,
            )
          : '',
      ]),
      `${t.passengers}: ${trip.passengers.join(', ') || '—'}`,
      ...(trip.extraBaggage ?? []).map((b) =>
        t.extraBaggage(
          b.passenger,
          b.direction === 'departure',
          `${b.value} ${b.unit}`,
          f.money(b.price, b.currency),
        ),
      ),
    ];
  }
  return [
    `${t.property}: ${trip.property}${trip.address ? ` — ${trip.address}` : ''}`,
    t.dates(f.wallTime(trip.checkIn), f.wallTime(trip.checkOut)),
    trip.checkInTime && trip.checkOutTime ? t.times(trip.checkInTime, trip.checkOutTime) : '',
    `${t.rooms(trip.rooms, trip.room)}; ${t.guests(trip.adults, trip.children)}`,
    trip.rate ? `${t.rate}: ${trip.rate}` : '',
    trip.freeCancellationUntil !== undefined
      ? trip.freeCancellationUntil
        ? t.freeCancel(f.instant(new Date(trip.freeCancellationUntil)))
        : t.noRefund
      : '',
    trip.guest ? `${t.guest}: ${trip.guest}` : '',
    trip.request ? `${t.request}: ${trip.request}` : '',
    trip.confirmation ? `${t.confirmation}: ${trip.confirmation}` : '',
  ];
}

/** The price broken down (the total is the "paid" line). */
function priceLines(t: Words, f: MailFormat, mail: OrderMail): string[] {
  const p = mail.price!;
  const m = (n: number) => f.money(n, mail.currency);
  return [
    `${t.priceItems}: ${m(p.items)}`,
    p.baggage ? `${t.priceBaggage}: ${m(p.baggage)}` : '',
    p.surcharges ? `${t.priceSurcharges}: ${m(p.surcharges)}` : '',
    p.serviceFee ? `${t.priceFee}: ${m(p.serviceFee)}` : '',
    p.discount ? `${t.priceDiscount}: −${m(p.discount)}` : '',
    `${t.priceTax}: ${m(p.tax)}`,
  ];
}

/** Who booked it, and (in the booker's copy) for whom. */
function bookedLine(t: Words, mail: OrderMail): string {
  if (mail.copyFor) return t.copyFor(mail.copyFor);
  return mail.bookedBy ? t.bookedBy(mail.bookedBy) : '';
}

const subjectOf = (t: Words, mail: OrderMail, subject: string) =>
  mail.copyFor ? t.copySubject(subject) : subject;

const methodOf = (t: Words, method: string) => t.methods[method] ?? method;

export const orderConfirmation = defineMail<Words, OrderMail>({ vi, en }, (t, mail, f) => {
  const subject =
    mail.trip.kind === 'FLIGHT'
      ? t.subjectFlight(mail.trip.legs.map((l) => l.bookingCode ?? l.code).join(', '))
      : t.subjectHotel(mail.trip.property);
  const blocks: Block[] = [
    paragraph(t.hello(mail.name)),
    paragraph(
      mail.trip.kind === 'FLIGHT' ? t.confirmedFlight : t.confirmedHotel,
      bookedLine(t, mail),
      `${t.order}: ${mail.orderId}`,
      ...tripLines(t, f, mail.trip),
    ),
    ...(mail.price ? [paragraph(...priceLines(t, f, mail))] : []),
    paragraph(
      t.paid(
        f.money(mail.amount, mail.currency),
        mail.card ? `${methodOf(t, mail.method)} ${mail.card}` : methodOf(t, mail.method),
      ),
      t.see(mail.link),
      mail.documentAttached
        ? mail.trip.kind === 'FLIGHT'
          ? t.attachedTicket
          : t.attachedVoucher
        : '',
      t.calendar,
    ),
  ];
  return { subject: subjectOf(t, mail, subject), blocks };
});

/** "Paid X, less the fee Y: Z comes back", when a fee was kept; '' otherwise. */
function feeLine(t: Words, f: MailFormat, mail: CancelMail): string {
  if (!mail.refundFee || mail.paid == null) return '';
  const m = (n: number) => f.money(n, mail.currency);
  return t.refundFee(m(mail.paid), m(mail.refundFee), m(mail.amount));
}

export const orderRefund = defineMail<Words, RefundMail>({ vi, en }, (t, mail, f) => ({
  subject: subjectOf(t, mail, mail.cancelled ? t.cancelledRefundSubject : t.refundSubject),
  blocks: [
    paragraph(t.hello(mail.name)),
    paragraph(
      (mail.cancelled ? t.cancelledRefundBody : t.refundBody)(
        f.money(mail.amount, mail.currency),
        methodOf(t, mail.method),
      ),
      feeLine(t, f, mail),
      mail.refunded ? t.refundDone : t.refundPending,
      bookedLine(t, mail),
      `${t.order}: ${mail.orderId}`,
      ...tripLines(t, f, mail.trip),
    ),
    paragraph(t.sorry, t.see(mail.link)),
  ],
}));

/** The traveller cancelled a booking (docs/manage-booking.md): what, and the refund on its way. */
export const bookingCancelled = defineMail<Words, CancelMail>({ vi, en }, (t, mail, f) => {
  const what =
    mail.trip.kind === 'FLIGHT'
      ? mail.trip.legs.map((l) => l.bookingCode ?? l.code).join(', ')
      : mail.trip.property;
  return {
    subject: subjectOf(t, mail, t.cancelSubject(what)),
    blocks: [
      paragraph(t.hello(mail.name)),
      paragraph(
        mail.trip.kind === 'FLIGHT' ? t.cancelBodyFlight : t.cancelBody,
        bookedLine(t, mail),
        `${t.order}: ${mail.orderId}`,
        ...tripLines(t, f, mail.trip),
      ),
      paragraph(
        feeLine(t, f, mail),
        t.cancelRefund(f.money(mail.amount, mail.currency), methodOf(t, mail.method)),
        t.cashBackVoid,
        t.see(mail.link),
      ),
    ],
  };
});
