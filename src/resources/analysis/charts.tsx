import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatMoneyCompact } from '../../../common/money';
import { DeferredChart } from './DeferredChart';
import type { AnalysisFormat } from './useAnalysisFormat';

/*
 * The analysis pages' charts (@mui/x-charts, in the analysis chunk only). Colours come from the
 * theme in use (light, dark, the bank's), so text and bars keep their contrast in each; on a
 * phone (< 600 px) labels are shortened and the band axis is narrower.
 */

const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * The charts' colours in a theme: amounts in the primary colour, the selected bucket and the
 * budget line in the secondary, caps and budgets as bars in the secondary text colour. Each
 * keeps 3:1 against the paper in the light, dark and bank themes (WCAG non-text contrast;
 * chartColours.test.ts).
 */
export function chartColours(theme: Theme) {
  return {
    primary: theme.palette.primary.main,
    secondary: theme.palette.secondary.main,
    muted: theme.palette.text.secondary,
  };
}

function useChartLook() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return { phone, ...chartColours(theme) };
}

/**
 * The legend of a chart of two series, for the place held before it is drawn: one line, 29–30
 * px in Chromium at 375 and 1,280 px (two lines, 58 px, where long labels wrap on a phone).
 */
const LEGEND_HEIGHT = 30;

/** One series of amounts in the primary colour, its values as money in the tooltip. */
function amountSeries(
  label: string,
  look: ReturnType<typeof useChartLook>,
  format: AnalysisFormat,
) {
  return [
    {
      dataKey: 'amount',
      label,
      color: look.primary,
      valueFormatter: (v: number | null) => format.money(v ?? 0),
    },
  ];
}

/** A horizontal chart's axes: the items' names down the side, money along the bottom. */
function horizontalAxes(look: ReturnType<typeof useChartLook>, format: AnalysisFormat) {
  return {
    yAxis: [
      {
        scaleType: 'band' as const,
        dataKey: 'label',
        width: look.phone ? 96 : 160,
        valueFormatter: (v: string) => shorten(String(v), look.phone ? 14 : 24),
      },
    ],
    xAxis: [
      {
        valueFormatter: (v: number) => formatMoneyCompact(v, 'VND', format.locale),
        tickNumber: look.phone ? 3 : 5,
      },
    ],
  };
}

interface Item {
  label: string;
  amount: number;
}

/** Amounts per named item (a product, a route, a city …) as horizontal bars, largest first. */
export function ItemBars({
  items,
  format,
  seriesLabel,
  onSelect,
}: {
  items: readonly Item[];
  format: AnalysisFormat;
  seriesLabel: string;
  onSelect?: (index: number) => void;
}) {
  const look = useChartLook();
  const dataset = items.map((item) => ({ label: item.label, amount: item.amount }));
  const height = Math.max(160, 36 * items.length + 60);
  return (
    <DeferredChart height={height}>
      <BarChart
        dataset={dataset}
        layout="horizontal"
        height={height}
        {...horizontalAxes(look, format)}
        series={amountSeries(seriesLabel, look, format)}
        hideLegend
        onItemClick={onSelect ? (_event, item) => onSelect(item.dataIndex) : undefined}
      />
    </DeferredChart>
  );
}

interface Bucket {
  label: string;
  amount: number;
}

/** Amounts over time: one bar per bucket of the filter's time unit. */
export function BucketBars({
  buckets,
  format,
  seriesLabel,
  onSelect,
  selected,
}: {
  buckets: readonly Bucket[];
  format: AnalysisFormat;
  seriesLabel: string;
  onSelect?: (index: number) => void;
  selected?: number;
}) {
  const look = useChartLook();
  const height = look.phone ? 220 : 280;
  return (
    <DeferredChart height={height}>
      <BarChart
        dataset={buckets.map((b) => ({ label: b.label, amount: b.amount }))}
        height={height}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'label',
            valueFormatter: (v: string) => shorten(String(v), look.phone ? 10 : 18),
            colorMap:
              selected !== undefined && selected >= 0
                ? {
                    type: 'ordinal',
                    values: buckets.map((b) => b.label),
                    colors: buckets.map((_b, i) =>
                      i === selected ? look.secondary : look.primary,
                    ),
                  }
                : undefined,
          },
        ]}
        yAxis={[
          {
            valueFormatter: (v: number) => formatMoneyCompact(v, 'VND', format.locale),
            width: look.phone ? 56 : 72,
          },
        ]}
        series={amountSeries(seriesLabel, look, format)}
        hideLegend
        onItemClick={onSelect ? (_event, item) => onSelect(item.dataIndex) : undefined}
      />
    </DeferredChart>
  );
}

/** Two amounts per item side by side (budget against actual; reimbursed against pending). */
export function PairBars({
  items,
  format,
  first,
  second,
}: {
  items: ReadonlyArray<{ label: string; first: number | null; second: number | null }>;
  format: AnalysisFormat;
  first: string;
  second: string;
}) {
  const look = useChartLook();
  const money = (v: number | null) => (v === null ? '—' : format.money(v));
  const height = Math.max(180, 48 * items.length + 80);
  return (
    <DeferredChart height={height + LEGEND_HEIGHT}>
      <BarChart
        dataset={items.map((i) => ({ label: i.label, first: i.first, second: i.second }))}
        layout="horizontal"
        height={height}
        {...horizontalAxes(look, format)}
        series={[
          { dataKey: 'first', label: first, color: look.muted, valueFormatter: money },
          { dataKey: 'second', label: second, color: look.primary, valueFormatter: money },
        ]}
      />
    </DeferredChart>
  );
}

/** Cumulative spend through a budget period, with the budget as a flat line. */
export function BurnLine({
  days,
  budget,
  format,
  actualLabel,
  budgetLabel,
}: {
  days: ReadonlyArray<{ label: string; amount: number }>;
  budget: number | null;
  format: AnalysisFormat;
  actualLabel: string;
  budgetLabel: string;
}) {
  const look = useChartLook();
  const money = (v: number | null) => (v === null ? '—' : format.money(v));
  const height = look.phone ? 220 : 280;
  return (
    <DeferredChart height={height + LEGEND_HEIGHT}>
      <LineChart
        height={height}
        xAxis={[
          {
            scaleType: 'point',
            data: days.map((d) => d.label),
            tickNumber: look.phone ? 3 : 6,
          },
        ]}
        yAxis={[
          {
            valueFormatter: (v: number) => formatMoneyCompact(v, 'VND', format.locale),
            width: look.phone ? 56 : 72,
          },
        ]}
        series={[
          {
            data: days.map((d) => d.amount),
            label: actualLabel,
            color: look.primary,
            showMark: false,
            valueFormatter: money,
          },
          ...(budget === null
            ? []
            : [
                {
                  data: days.map(() => budget),
                  label: budgetLabel,
                  color: look.secondary,
                  showMark: false,
                  valueFormatter: money,
                },
              ]),
        ]}
      />
    </DeferredChart>
  );
}
