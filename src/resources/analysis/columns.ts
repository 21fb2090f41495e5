import type {
  AnalysisBucketFieldsFragment,
  AnalysisSliceFieldsFragment,
  AnalysisTimeUnit,
} from '../../api/generated/corporate';
import type { PanelColumn } from './ChartPanel';
import type { AnalysisFormat } from './useAnalysisFormat';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A slice's name as the reader sees it ('none' for a null key without a label). */
export const sliceLabel = (slice: AnalysisSliceFieldsFragment, t: Translate) =>
  slice.label || (slice.key === null ? t('console.analysis.none') : slice.key);

/** The table columns of a breakdown: its name, amount, count (named per chart) and share. */
export function sliceColumns(
  format: AnalysisFormat,
  t: Translate,
  { label = 'label', count = 'count' }: { label?: string; count?: string } = {},
): PanelColumn<AnalysisSliceFieldsFragment>[] {
  return [
    {
      label: t(`console.analysis.columns.${label}`),
      text: (s) => sliceLabel(s, t),
      value: (s) => sliceLabel(s, t),
    },
    {
      label: t('console.analysis.columns.amount'),
      text: (s) => format.money(s.amount),
      value: (s) => s.amount,
      numeric: true,
    },
    {
      label: t(`console.analysis.columns.${count}`),
      text: (s) => format.number(s.count),
      value: (s) => s.count,
      numeric: true,
    },
    {
      label: t('console.analysis.columns.share'),
      text: (s) => format.percent(s.share),
      value: (s) => s.share,
      numeric: true,
    },
  ];
}

/** The table columns of a time series: the period, amount and count. */
export function bucketColumns(
  format: AnalysisFormat,
  t: Translate,
  unit: AnalysisTimeUnit,
  count = 'bookings',
): PanelColumn<AnalysisBucketFieldsFragment>[] {
  return [
    {
      label: t('console.analysis.columns.period'),
      text: (b) => format.bucket(b.key, unit),
      value: (b) => b.key,
    },
    {
      label: t('console.analysis.columns.amount'),
      text: (b) => format.money(b.amount),
      value: (b) => b.amount,
      numeric: true,
    },
    {
      label: t(`console.analysis.columns.${count}`),
      text: (b) => format.number(b.count),
      value: (b) => b.count,
      numeric: true,
    },
  ];
}

/** A file name for a chart's data: 'wayfare-<chart>-<start>-<end>'. */
export const exportName = (chart: string, filter: { start: string; end: string }) =>
  `wayfare-${chart}-${filter.start}-${filter.end}`;
