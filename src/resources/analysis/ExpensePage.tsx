import { useTranslate } from 'react-admin';
import {
  AnalysisExpensesDocument,
  type AnalysisExpensesQuery,
} from '../../api/generated/corporate';
import { AnalysisFrame, Figure, FigureGrid, PanelGrid } from './AnalysisFrame';
import { ChartPanel } from './ChartPanel';
import { BucketBars } from './charts';
import { bucketColumns, exportName } from './columns';
import { graphqlFilter } from './filter';
import { QueryState } from './QueryState';
import { SlicePanel } from './SlicePanel';
import { useAnalysisQuery } from './analysisApi';
import { useAnalysisFilter } from './useAnalysisFilter';
import { useAnalysisFormat } from './useAnalysisFormat';

/**
 * The breakdowns, each a chart with its table view and exports (SlicePanel), with the name of
 * its first column (console.analysis.columns.*; the others say "Group").
 */
const SPLITS = [
  { key: 'by_category' },
  { key: 'by_trip' },
  { key: 'by_person' },
  { key: 'by_department', label: 'department' },
  { key: 'by_cost_center', label: 'cost_center' },
] as const satisfies ReadonlyArray<{ key: keyof Splits; label?: string }>;
type Splits = Omit<AnalysisExpensesQuery['analysis_expenses'], 'series'>;

function Expenses({ data }: { data: AnalysisExpensesQuery['analysis_expenses'] }) {
  const translate = useTranslate();
  const format = useAnalysisFormat();
  const [filter] = useAnalysisFilter();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.analysis.${key}`, options);
  const money = (v: number) => format.money(v, data.currency);
  const share = (part: number) => (data.total ? format.percent(part / data.total) : undefined);
  return (
    <>
      <FigureGrid label={t('overview.figures')}>
        <Figure label={t('expense.total')} value={money(data.total)} />
        <Figure
          label={t('expense.reimbursed')}
          value={money(data.reimbursed)}
          detail={share(data.reimbursed)}
        />
        <Figure
          label={t('expense.pending')}
          value={money(data.pending)}
          detail={share(data.pending)}
        />
      </FigureGrid>
      <PanelGrid>
        <ChartPanel
          title={t('expense.series')}
          rows={data.series}
          columns={bucketColumns(format, translate, filter.time_unit, 'expenses')}
          fileName={exportName('expenses-over-time', filter)}
          chart={
            <BucketBars
              buckets={data.series.map((b) => ({
                label: format.bucket(b.key, filter.time_unit),
                amount: b.amount,
              }))}
              format={format}
              seriesLabel={t('columns.amount')}
            />
          }
        />
        {SPLITS.map(({ key, ...split }) => (
          <SlicePanel
            key={key}
            title={t(`expense.${key}`)}
            slices={data[key]}
            format={format}
            filter={filter}
            file={`expenses-${key.replace(/_/g, '-')}`}
            count="expenses"
            label={'label' in split ? split.label : undefined}
          />
        ))}
      </PanelGrid>
    </>
  );
}

/**
 * On-trip expense analysis (/corporate/analysis/on-trip-expense): expenses by category, trip,
 * person, department (the claimant's) and cost center (the trip's) over time, reimbursed against
 * pending.
 */
export function ExpensePage() {
  const [filter] = useAnalysisFilter();
  const query = useAnalysisQuery('expenses', AnalysisExpensesDocument, {
    filter: graphqlFilter(filter),
  });
  return (
    <AnalysisFrame name="analysis-on-trip-expense">
      <QueryState query={query}>{(data) => <Expenses data={data.analysis_expenses} />}</QueryState>
    </AnalysisFrame>
  );
}
