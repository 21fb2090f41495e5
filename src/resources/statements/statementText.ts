import type { StatementSummary } from '../../dataProviders/corporate/statements';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type FormatDate = (instant: string | Date, options?: Intl.DateTimeFormatOptions) => string;

/** A Vietnamese calendar day ('YYYY-MM-DD') as the instant it starts, for the date formatter. */
export const dayOf = (day: string) => new Date(`${day}T00:00:00+07:00`);

/** "01/02/2026 – 28/02/2026" in the interface's language. */
export function periodText(
  s: Pick<StatementSummary, 'period_start' | 'period_end'>,
  translate: Translate,
  date: FormatDate,
): string {
  return translate('console.statements.period', {
    from: date(dayOf(s.period_start)),
    to: date(dayOf(s.period_end)),
  });
}

/** "Tháng 2/2026" / "2/2026". */
export function monthText(s: Pick<StatementSummary, 'effective_for'>, translate: Translate) {
  return translate('console.statements.month', {
    month: s.effective_for.month,
    year: s.effective_for.year,
  });
}
