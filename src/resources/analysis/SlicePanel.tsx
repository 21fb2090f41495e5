import { useTranslate } from 'react-admin';
import type { AnalysisSliceFieldsFragment } from '../../api/generated/corporate';
import { ChartPanel } from './ChartPanel';
import { ItemBars } from './charts';
import { exportName, sliceColumns, sliceLabel } from './columns';
import type { AnalysisFilterState } from './filter';
import type { AnalysisFormat } from './useAnalysisFormat';

/** A breakdown (by route, city, category …) as bars, with its table view and exports. */
export function SlicePanel({
  title,
  slices,
  format,
  filter,
  file,
  count,
  label,
  relabel,
}: {
  title: string;
  slices: readonly AnalysisSliceFieldsFragment[];
  format: AnalysisFormat;
  filter: AnalysisFilterState;
  /** The export's name part, e.g. 'flight-by-route'. */
  file: string;
  /** The count column's name (console.analysis.columns.*). */
  count?: string;
  /** The name column's name (console.analysis.columns.*). */
  label?: string;
  /** A slice's name as shown (e.g. '4 stars' for the key '4'). */
  relabel?: (slice: AnalysisSliceFieldsFragment) => string;
}) {
  const translate = useTranslate();
  const rows = slices.map((s) => ({
    ...s,
    label: relabel ? relabel(s) : sliceLabel(s, translate),
  }));
  return (
    <ChartPanel
      title={title}
      rows={rows}
      columns={sliceColumns(format, translate, { count, label })}
      fileName={exportName(file, filter)}
      chart={
        <ItemBars
          items={rows}
          format={format}
          seriesLabel={translate('console.analysis.columns.amount')}
        />
      }
    />
  );
}
