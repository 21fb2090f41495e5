/**
 * Statements as the corporate API answers them (CorporateReconcilliationStatement, spec §3).
 * Pure: rows in, GraphQL shapes out; a section's lines and bookings resolve on their own.
 */
import { addDays } from '../../../common/calendar.js';
import type { BookingRow } from '../finance/bookings-repository.js';
import { presentBooking } from '../finance/present.js';
import { lineNet } from './compute.js';
import type { SectionRow, StatementRow, StoredLine } from './repository.js';

export function presentLine(
  line: StoredLine & { adjusts_statement_id?: string | null },
  booking: BookingRow | undefined,
) {
  const net = lineNet(line);
  return {
    id: line.id,
    kind: line.kind,
    section: line.section,
    booking_history: booking ? presentBooking(booking) : null,
    booked_at: line.booked_at,
    net_price: line.net_price,
    vat_rate: line.vat_rate,
    vat_amount: line.vat_amount,
    voucher_discount: line.voucher_discount,
    rebate_rate: line.rebate_rate,
    rebate_amount: line.rebate_amount,
    cashback_rate: line.cashback_rate,
    cashback_amount: line.cashback_amount,
    total_net_price: net,
    total_price: net + line.vat_amount,
    reason: line.reason,
    adjusts_statement_id: line.adjusts_statement_id ?? null,
  };
}

export function presentSection(corporateId: string, statementId: string, s: SectionRow) {
  return {
    corporate_id: corporateId,
    statement_id: statementId,
    section: s.section,
    booking_count: s.booking_count,
    rebate_amount: s.rebate_amount,
    rebate_rate: s.rebate_rate,
    subtotal_net_price: s.subtotal_net_price,
    total_net_price: s.total_net_price,
    total_price: s.total_price,
    vat_amount: s.vat_amount,
    cashback: { amount: s.cashback_amount, rate: s.cashback_rate },
    voucher: { discount_amount: s.voucher_discount_amount },
  };
}

export function presentStatement(
  row: StatementRow,
  sections: SectionRow[],
  adjustments: ReturnType<typeof presentLine>[],
) {
  const section = (kind: 'FLIGHT' | 'PROPERTY') => {
    const found = sections.find((s) => s.section === kind);
    return found ? presentSection(row.corporate_id, row.id, found) : null;
  };
  return {
    id: row.id,
    corporate_id: row.corporate_id,
    flight: section('FLIGHT'),
    property: section('PROPERTY'),
    cashback_or_penalty: { cashback: row.cashback, penalty: row.penalty },
    vat_amount: row.vat_amount,
    vat_rate: row.vat_rate,
    total_net_price: row.total_net_price,
    total_price: row.total_price,
    currency: row.currency,
    effective_for: { month: row.effective_month, year: row.effective_year },
    reconcilliation_cycle_type: row.reconcilliation_cycle_type,
    inserted_at: row.inserted_at,
    period_start: row.period_start,
    // Stored exclusive (the issue day); answered as the period's last day.
    period_end: addDays(row.period_end, -1),
    status: row.status,
    issued_at: row.issued_at,
    adjustments,
    adjustment_amount: row.adjustment_amount,
  };
}
