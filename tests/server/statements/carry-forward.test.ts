import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carriedForwardLine,
  statementTotals,
  type LineDraft,
} from '../../../server/domain/statements/compute';

// A negative statement's balance carried into the next (docs/finance.md "Statements"), over any
// sequence of cycles: nothing is lost and nothing counted twice — what the invoices ask for,
// plus a credit still carried at the end, equals what the cycles' lines add up to; a statement
// is invoiced only when positive and carried only when negative.

const line = (net: number, vat: number): LineDraft => ({
  kind: net >= 0 ? 'BOOKING' : 'ADJUSTMENT',
  section: 'PROPERTY',
  payment_checkout_session_id: '00000000-0000-4000-8000-000000000001',
  user_order_id: null,
  booked_at: new Date('2026-07-10T03:00:00Z'),
  net_price: net,
  vat_rate: 8,
  vat_amount: vat,
  voucher_discount: 0,
  rebate_rate: null,
  rebate_amount: 0,
  cashback_rate: null,
  cashback_amount: 0,
  adjusts_line_id: net >= 0 ? null : '00000000-0000-4000-8000-000000000002',
  carries_statement_id: null,
  reason: net >= 0 ? null : 'REFUNDED',
});

const cycle = fc.record({
  lines: fc.array(
    fc
      .integer({ min: -20_000_000, max: 20_000_000 })
      .map((net) => line(net, Math.trunc(net / 12.5))),
    { maxLength: 5 },
  ),
  cashback: fc.integer({ min: 0, max: 200_000 }),
  penalty: fc.integer({ min: 0, max: 200_000 }),
});

describe('carrying a negative statement forward', () => {
  it('loses nothing and counts nothing twice, whatever the cycles', () => {
    fc.assert(
      fc.property(fc.array(cycle, { minLength: 1, maxLength: 10 }), (cycles) => {
        let previous: {
          id: string;
          total_net_price: number;
          vat_amount: number;
          total_price: number;
        } | null = null;
        let invoiced = 0;
        let raw = 0;
        cycles.forEach((c, i) => {
          const carry =
            previous && previous.total_price < 0
              ? [carriedForwardLine(previous, 'CARRIED_FORWARD', new Date())]
              : [];
          const totals = statementTotals([...c.lines, ...carry], c);
          raw +=
            c.lines.reduce((s, l) => s + l.net_price + l.vat_amount, 0) - c.cashback + c.penalty;
          // The carried line brings exactly the previous balance, net and VAT.
          for (const l of carry) {
            expect(l.net_price + l.vat_amount).toBe(previous!.total_price);
            expect(l.carries_statement_id).toBe(previous!.id);
          }
          if (totals.total_price > 0) invoiced += totals.total_price;
          previous = { id: `s${i}`, ...totals };
        });
        const stillOwed = previous!.total_price < 0 ? previous!.total_price : 0;
        expect(invoiced + stillOwed).toBe(raw);
      }),
      { numRuns: 300 },
    );
  });
});
