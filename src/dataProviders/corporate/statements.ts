import {
  StatementDocument,
  StatementsDocument,
  type StatementLineFieldsFragment,
  type StatementQuery,
  type StatementSummaryFieldsFragment,
} from '../../api/generated/corporate';
import { call, type ResourceQueries } from '../graphqlProvider';
import { limitOffset, notFound } from '../paging';
import { downloadStatementFile } from './statementFiles';

const RESOURCE = 'payment-statement';

export type StatementSummary = StatementSummaryFieldsFragment;
export type StatementRecord = NonNullable<StatementQuery['corporate_reconcilliation_statement']>;
export type StatementLine = StatementLineFieldsFragment;

/** One month of the overview: the sums of the statements that month is theirs of. */
export interface MonthTotals {
  month: number;
  year: number;
  currency: string;
  count: number;
  total_net_price: number;
  vat_amount: number;
  total_price: number;
}

/** The statements of a year add up per month and currency (every one of the year: ≤ 53). */
export function monthTotals(statements: StatementSummary[]): MonthTotals[] {
  const byKey = new Map<string, MonthTotals>();
  for (const s of statements) {
    const { month, year } = s.effective_for;
    const key = `${year}-${month}-${s.currency}`;
    const row = byKey.get(key) ?? {
      month,
      year,
      currency: s.currency,
      count: 0,
      total_net_price: 0,
      vat_amount: 0,
      total_price: 0,
    };
    row.count += 1;
    row.total_net_price += s.total_net_price ?? 0;
    row.vat_amount += s.vat_amount ?? 0;
    row.total_price += s.total_price;
    byKey.set(key, row);
  }
  return [...byKey.values()].sort((a, b) => b.year - a.year || b.month - a.month);
}

/**
 * Reconciliation statements at /corporate/payment-statement: the list (newest period first,
 * filtered by year) and one statement with its sections and adjustments; `getMonthTotals`
 * for the older overview (/corporate/payment-overview-old).
 */
export const statementQueries: ResourceQueries<string> = {
  getList: (params, corporateId) => {
    const year = Number((params.filter as { year?: unknown } | undefined)?.year) || undefined;
    return call(
      StatementsDocument,
      { corporate_id: corporateId, year, ...limitOffset(params.pagination) },
      ({ corporate_reconcilliation_statements: page }) => ({
        data: page.entries,
        total: page.total_count,
      }),
    );
  },

  getOne: ({ id }) =>
    call(StatementDocument, { id: String(id) }, (data) => {
      if (!data.corporate_reconcilliation_statement) throw notFound(RESOURCE, id);
      return { data: data.corporate_reconcilliation_statement };
    }),

  custom: {
    /** Every statement of `year`, summed per month (the older overview). */
    async getMonthTotals(params, { scope, query }) {
      const year = Number(params.year);
      const data = await query(StatementsDocument, {
        corporate_id: scope,
        year,
        limit: 100,
        offset: 0,
      });
      return { data: monthTotals(data.corporate_reconcilliation_statements.entries) };
    },
    /** The statement `id` as an XLSX or PDF file (written on the server). */
    async downloadFile(params) {
      const format = params.format === 'pdf' ? 'pdf' : 'xlsx';
      return { data: await downloadStatementFile(String(params.id), format) };
    },
  },
};
