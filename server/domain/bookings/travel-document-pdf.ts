/**
 * A booking's PDF (docs/manage-booking.md "E-ticket and hotel voucher") over server/documents:
 * the flight e-ticket (booking codes, flights with times at their airports, passengers, baggage
 * and fare conditions) or the hotel voucher (confirmation number, property, dates and times,
 * room, rate, guests, policies); both with the order number and its QR code, the price broken
 * down and how it was paid, in the reader's language (Be Vietnam Pro: diacritics whole).
 */
import { cardBrandName } from '../../../common/card-brand.js';
import { VIETNAM_TIME_ZONE, wallTimeIn } from '../../../common/calendar.js';
import { createPdf, type PdfBuilder } from '../../documents/pdf.js';
import { documentDate, documentMoney } from '../../documents/format.js';
import { formatWallTime } from '../../mail/format.js';
import type { TravelDocument } from './travel-document.js';
import { travelDocumentWords, type TravelDocumentWords } from './travel-document-words.js';

/** The file name people get: `ve-dien-tu-3F9A0C12.pdf`, `hotel-voucher-3F9A0C12.pdf`… */
export function travelDocumentName(doc: TravelDocument): string {
  const w = travelDocumentWords(doc.lang);
  return doc.stay && !doc.legs.length
    ? w.fileVoucher(doc.booking.number)
    : w.fileTicket(doc.booking.number);
}

function flights(pdf: PdfBuilder, doc: TravelDocument, w: TravelDocumentWords) {
  const at = (local: string) => (local ? formatWallTime(doc.lang, local) : '');
  const place = (p: TravelDocument['legs'][number]['from']) =>
    [`${p.city} (${p.code})`, p.airport, p.terminal && w.terminal(p.terminal)]
      .filter(Boolean)
      .join(' · ');
  for (const l of doc.legs) {
    pdf.paragraph(
      [l.direction === 'OUTBOUND' ? w.outbound : w.inbound, l.code, l.airline].join(' · '),
    );
    const tickets = l.tickets.map((t) => `${t.passenger}: ${t.number}`).join('\n');
    pdf.keyValues([
      [w.pnr, l.pnr],
      ...(tickets ? [[w.eTickets, tickets] as [string, string]] : []),
      [w.departs, `${at(l.from.local)}\n${place(l.from)}`],
      [w.arrives, `${at(l.to.local)}\n${place(l.to)}`],
    ]);
  }
  pdf.paragraph(w.passengers);
  pdf.table(
    [
      { header: w.name, weight: 3 },
      { header: w.type, weight: 1.2 },
      { header: w.dateOfBirth, weight: 1.3 },
      { header: w.extraBaggage, weight: 2 },
    ],
    doc.passengers.map((p) => [
      p.name,
      w.passengerType[p.type] ?? p.type,
      p.date_of_birth ? documentDate(p.date_of_birth, doc.lang) : '',
      p.extra_baggage
        .map((b) => `${b.value} ${b.unit} (${documentMoney(b.price, b.currency, doc.lang)})`)
        .join('\n'),
    ]),
  );
  const rules = doc.booking.fare_rules;
  if (rules.length) {
    pdf.paragraph(w.baggageAndRules);
    pdf.table(
      [
        { header: w.flight, weight: 1 },
        { header: w.farePlan, weight: 1.5 },
        { header: w.baggageAndRules, weight: 4 },
      ],
      rules.map((r) => {
        const fee = (n: number | null) => documentMoney(n ?? 0, r.currency, doc.lang);
        return [
          r.flight_code,
          r.plan,
          [
            w.checked(r.baggage_pieces, r.baggage_kg),
            w.cabin(r.cabin_kg),
            r.refundable ? w.refundable(fee(r.refund_fee)) : w.nonRefundable,
            r.changeable ? w.changeable(fee(r.change_fee)) : w.nonChangeable,
          ].join('\n'),
        ];
      }),
    );
  }
  pdf.paragraph(w.ticketNote);
  pdf.paragraph(w.timesNote);
  changes(pdf, doc, w);
}

/** The flights changed since booking: when, which became which, and the money. */
function changes(pdf: PdfBuilder, doc: TravelDocument, w: TravelDocumentWords) {
  if (!doc.changes.length) return;
  const at = (local: string) => (local ? formatWallTime(doc.lang, local) : '');
  const money = (n: number, currency: string) => documentMoney(n, currency, doc.lang);
  pdf.paragraph(w.changeHistory);
  pdf.table(
    [
      { header: w.changedAt, weight: 1.3 },
      { header: w.changedFlights, weight: 4.4 },
      { header: w.fareDifference, weight: 1.5 },
      { header: w.changeFee, weight: 1.3 },
      { header: w.changeTotal, weight: 1.5 },
    ],
    doc.changes.map((c) => [
      `${formatWallTime(doc.lang, wallTimeIn(c.changed_at, VIETNAM_TIME_ZONE))}\n(${w.vietnamTime})`,
      // Be Vietnam Pro has no arrow: "Old flight: … / New flight: …".
      [
        w.oldFlight(`${c.from.code} ${at(c.from.local)}`),
        c.from.pnr ? w.oldPnr(c.from.pnr) : '',
        c.from.voided.length ? w.voidedTickets(c.from.voided.join(', ')) : '',
        w.newFlight(`${c.to.code} ${at(c.to.local)}`),
        c.to.pnr ? w.newPnr(c.to.pnr) : '',
      ]
        .filter(Boolean)
        .join('\n'),
      money(c.fare_difference, c.currency),
      money(c.change_fee, c.currency),
      money(c.total, c.currency),
    ]),
  );
  pdf.paragraph(w.changeNote);
}

function stay(pdf: PdfBuilder, doc: TravelDocument, w: TravelDocumentWords) {
  const s = doc.stay!;
  const day = (d: string) => (d ? documentDate(d, doc.lang) : '');
  pdf.paragraph(w.stay);
  pdf.keyValues([
    [w.property, s.property],
    [w.address, s.address],
    [
      w.checkIn,
      [day(s.check_in), s.check_in_time && w.from_time(s.check_in_time)].filter(Boolean).join(' '),
    ],
    [
      w.checkOut,
      [day(s.check_out), s.check_out_time && w.until_time(s.check_out_time)]
        .filter(Boolean)
        .join(' '),
    ],
    [w.room, `${w.rooms(s.rooms, s.room)} · ${w.nights(s.nights)}`],
    [w.rate, [s.rate, s.breakfast ? w.breakfast : null].filter(Boolean).join(' · ')],
    [w.leadGuest, s.lead_guest],
    [w.guests, w.party(s.adults, s.children)],
    ...(s.request ? [[w.request, s.request] as [string, string]] : []),
  ]);
  pdf.paragraph(w.policies);
  pdf.paragraph(
    [
      s.free_cancellation_until
        ? w.freeCancellation(formatWallTime(doc.lang, s.free_cancellation_until))
        : w.nonRefundableStay,
      s.check_in_time && s.check_out_time ? w.checkTimes(s.check_in_time, s.check_out_time) : '',
      w.voucherNote,
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

function price(pdf: PdfBuilder, doc: TravelDocument, w: TravelDocumentWords) {
  const p = doc.booking.price;
  const rows: Array<[string, number]> = [];
  if (p.passenger_lines.length) {
    for (const line of p.passenger_lines) {
      rows.push([w.passengerLine(w.passengerType[line.type] ?? line.type, line.count), line.total]);
    }
    if (p.baggage) rows.push([w.extraBaggageLine, p.baggage]);
  } else {
    const surcharges = p.surcharges.reduce((sum, s) => sum + (s.amount ?? 0), 0);
    rows.push([doc.stay ? w.roomsLine : w.itemsLine, p.items_price - surcharges]);
  }
  // A surcharge's name was kept in the language it was sold in: the reader's word instead.
  for (const s of p.surcharges) if (s.amount) rows.push([w.surcharge, s.amount]);
  if (p.service_fee) rows.push([w.serviceFee, p.service_fee]);
  if (p.voucher_discount) rows.push([w.voucher, -p.voucher_discount]);
  if (p.gift_voucher_discount) rows.push([w.giftVoucher, -p.gift_voucher_discount]);
  pdf.paragraph(w.price);
  pdf.table(
    [
      { header: w.item, weight: 4 },
      { header: w.amount, kind: 'money', weight: 2 },
    ],
    rows,
  );
  pdf.totals([
    { label: w.total, amount: p.price, strong: true },
    { label: w.vatIncluded, amount: p.tax_fee },
  ]);
}

function payment(pdf: PdfBuilder, doc: TravelDocument, w: TravelDocumentWords) {
  const pay = doc.booking.payment;
  if (!pay.method) return;
  const method = [
    w.methods[pay.method] ?? pay.method,
    pay.card_brand && pay.card_last4 ? w.card(cardBrandName(pay.card_brand), pay.card_last4) : null,
    pay.corporate_name,
    pay.bank_name,
  ]
    .filter(Boolean)
    .join(' · ');
  const paidAt = pay.paid_at
    ? `${formatWallTime(doc.lang, wallTimeIn(new Date(pay.paid_at), VIETNAM_TIME_ZONE))} (${w.vietnamTime})`
    : null;
  pdf.paragraph(w.payment);
  pdf.keyValues([
    [w.method, method],
    [w.paidAt, paidAt],
  ]);
}

/** The booking's PDF: the e-ticket of a flight booking, the voucher of a stay. */
export function travelDocumentPdf(doc: TravelDocument): Promise<Buffer> {
  const w = travelDocumentWords(doc.lang);
  const b = doc.booking;
  const flight = doc.legs.length > 0;
  const title = flight ? w.ticketTitle : w.voucherTitle;
  const pdf = createPdf({
    locale: doc.lang,
    currency: b.price.currency,
    title: `${title} ${b.number}`,
  });
  pdf.title(title, doc.cancelled ? w.cancelled : undefined);
  pdf.qrCode(b.number, `${w.qrCaption} ${b.number}`);
  const codes = b.booking_codes.join(', ');
  const contact = [b.contact?.email, b.contact?.phone].filter(Boolean).join(' · ');
  pdf.keyValues([
    [w.orderNumber, b.number],
    [flight ? w.pnr : w.confirmation, codes || null],
    [w.bookedOn, doc.booked_at, 'date'],
    [w.contact, contact || null],
  ]);
  if (flight) flights(pdf, doc, w);
  if (doc.stay) stay(pdf, doc, w);
  price(pdf, doc, w);
  payment(pdf, doc, w);
  return pdf.finish();
}
