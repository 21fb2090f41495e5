import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNTS } from '../../../server/domain/finance/journal-accounts';
import {
  bookingEntry,
  creditEntry,
  entryImbalances,
  reversalEntry,
  type JournalLine,
} from '../../../server/domain/finance/journal-entries';
import type { JournalBookingRow } from '../../../server/domain/finance/journal-repository';

// The accounting export's entries (docs/finance.md "Accounting export"), for any bookings,
// split payments, VAT invoices, refunds and payments: every entry balances, and a booking and
// its reversal (the refund, in the period it happened) sum to zero on every account.

const booking = fc
  .record({
    price: fc.integer({ min: 1, max: 50_000_000 }),
    vatShare: fc.integer({ min: 0, max: 10 }),
    companyShare: fc.integer({ min: 1, max: 100 }),
    invoice: fc.boolean(),
    flight: fc.boolean(),
    code: fc.stringMatching(/^[A-Z0-9]{6}$/),
    refunded: fc.boolean(),
    day: fc.integer({ min: 0, max: 60 }),
    refundAfter: fc.integer({ min: 0, max: 90 }),
  })
  .map((b) => {
    const vat = Math.floor((b.price * b.vatShare) / 100);
    const row: JournalBookingRow & { given_back_at: Date } = {
      id: `00000000-0000-4000-8000-${b.code.padStart(12, '0')}`,
      code: b.code,
      kind: b.flight ? 'FLIGHT_BOOKING' : 'HOTEL_BOOKING',
      inserted_at: new Date(Date.UTC(2026, 0, 1 + b.day, 3)),
      price: b.price,
      vat_amount: vat,
      // The company's part of a split payment (at least 1 đồng).
      company_amount: Math.max(1, Math.floor((b.price * b.companyShare) / 100)),
      currency: 'VND',
      property_name: b.flight ? null : 'Khách sạn Sông Hàn',
      flight_code: b.flight ? 'VN123' : null,
      invoice: b.invoice ? '1C26TWF-0000042' : null,
      traveller: 'Nguyễn Văn An',
      given_back_at: new Date(Date.UTC(2026, 0, 1 + b.day + b.refundAfter, 5)),
    };
    return { row, refunded: b.refunded };
  });

const payment = fc.record({
  seq: fc.integer({ min: 1, max: 1_000_000 }),
  kind: fc.constantFrom('TOP_UP', 'INVOICE_PAYMENT', 'CASH_BACK'),
  amount: fc.integer({ min: 1, max: 1_000_000_000 }),
  currency: fc.constant('VND'),
  inserted_at: fc.constant(new Date('2026-02-01T03:00:00Z')),
});

const perAccount = (lines: readonly JournalLine[]) => {
  const sums: Record<string, number> = {};
  for (const l of lines) sums[l.account] = (sums[l.account] ?? 0) + l.debit - l.credit;
  return sums;
};

describe('journal entries', () => {
  it('balance, never go negative, and a booking then its refund nets to zero', () => {
    fc.assert(
      fc.property(
        fc.array(booking, { maxLength: 12 }),
        fc.array(payment, { maxLength: 6 }),
        fc.constantFrom<'vi' | 'en'>('vi', 'en'),
        (bookings, payments, locale) => {
          const booked = bookings.flatMap((b) => bookingEntry(b.row, DEFAULT_ACCOUNTS, locale));
          const reversed = bookings
            .filter((b) => b.refunded)
            .flatMap((b) => reversalEntry(b.row, DEFAULT_ACCOUNTS, locale));
          const paid = payments.flatMap((p) => creditEntry(p, DEFAULT_ACCOUNTS, locale));
          const all = [...booked, ...reversed, ...paid];
          // Debits equal credits in every entry, and in the whole journal.
          for (const [, imbalance] of entryImbalances(all)) expect(imbalance).toBe(0);
          const debits = all.reduce((s, l) => s + l.debit, 0);
          expect(all.reduce((s, l) => s + l.credit, 0)).toBe(debits);
          for (const l of all) {
            expect(l.debit >= 0 && l.credit >= 0).toBe(true);
            expect(l.debit === 0 || l.credit === 0).toBe(true);
          }
          // A booking and its reversal sum to zero on every account; the reversal is dated
          // the day the charge was given back, never the booking's.
          for (const b of bookings.filter((x) => x.refunded)) {
            const own = bookingEntry(b.row, DEFAULT_ACCOUNTS, locale);
            const back = reversalEntry(b.row, DEFAULT_ACCOUNTS, locale);
            expect(Object.values(perAccount([...own, ...back])).every((v) => v === 0)).toBe(true);
            expect(back.every((l) => l.entry.startsWith('RV-'))).toBe(true);
            const givenBack = new Date(b.row.given_back_at.getTime() + 7 * 3_600_000);
            expect(back[0].date).toBe(givenBack.toISOString().slice(0, 10));
          }
          // What stays booked is the bookings that were not refunded, to the đồng.
          const kept = bookings
            .filter((b) => !b.refunded)
            .reduce((s, b) => s + Number(b.row.company_amount), 0);
          const payable = perAccount([...booked, ...reversed])[DEFAULT_ACCOUNTS.PAYABLE] ?? 0;
          expect(0 - payable).toBe(kept);
        },
      ),
      { numRuns: 200 },
    );
  });
});
