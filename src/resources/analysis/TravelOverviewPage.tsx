import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import {
  AnalysisOverviewDocument,
  type AnalysisOverviewQuery,
  type AnalysisTotalsFieldsFragment,
} from '../../api/generated/corporate';
import { AnalysisFrame, Figure, FigureGrid, PanelGrid } from './AnalysisFrame';
import { ChartPanel } from './ChartPanel';
import { BucketBars, ItemBars } from './charts';
import { bucketColumns, exportName, sliceColumns, sliceLabel } from './columns';
import { graphqlFilter } from './filter';
import { analysisHref, sliceHref } from './links';
import { QueryState } from './QueryState';
import { useAnalysisFilter } from './useAnalysisFilter';
import { useAnalysisQuery } from './analysisApi';
import { useAnalysisFormat, type AnalysisFormat } from './useAnalysisFormat';

type Totals = AnalysisTotalsFieldsFragment;
const KPIS: ReadonlyArray<{ key: keyof Omit<Totals, '__typename'>; money: boolean }> = [
  { key: 'total_spend', money: true },
  { key: 'bookings', money: false },
  { key: 'travellers', money: false },
  { key: 'average_ticket', money: true },
  { key: 'average_nightly_rate', money: true },
  { key: 'policy_savings', money: true },
  { key: 'voucher_savings', money: true },
];

/** "up 12.5%" against the previous period of the same length. */
function change(
  now: number,
  before: number,
  format: AnalysisFormat,
  t: (k: string, o?: object) => string,
) {
  if (!before) return t('console.analysis.kpi.noPrevious');
  const ratio = (now - before) / Math.abs(before);
  if (Math.abs(ratio) < 0.0005) return t('console.analysis.kpi.same');
  const percent = format.percent(Math.abs(ratio));
  return t(`console.analysis.kpi.${ratio > 0 ? 'up' : 'down'}`, { percent });
}

function Overview({ data }: { data: AnalysisOverviewQuery['analysis_overview'] }) {
  const translate = useTranslate();
  const format = useAnalysisFormat();
  const navigate = useNavigate();
  const [filter] = useAnalysisFilter();
  const t = (key: string, options?: object) => translate(`console.analysis.${key}`, options);
  const value = (key: keyof Omit<Totals, '__typename'>, totals: Totals, money: boolean) =>
    money ? format.money(totals[key], data.currency) : format.number(totals[key]);
  const groupName = t(`groupBy.${filter.group_by}`).toLocaleLowerCase();
  const groups = data.groups.map((g) => ({ ...g, label: sliceLabel(g, translate) }));
  const selectedIndex = filter.selectedTime
    ? data.series.findIndex((b) => b.key === filter.selectedTime)
    : undefined;
  return (
    <>
      <FigureGrid label={t('overview.figures')}>
        {KPIS.map(({ key, money }) => (
          <Figure
            key={key}
            label={t(`kpi.${key}`)}
            value={value(key, data.current, money)}
            detail={
              <>
                {change(data.current[key], data.previous[key], format, translate)}
                {' · '}
                {t('kpi.previous', { value: value(key, data.previous, money) })}
              </>
            }
          />
        ))}
      </FigureGrid>
      <Box sx={{ mb: 2 }}>
        <Button variant="outlined" component={RouterLink} to={analysisHref('detail', filter)}>
          {t('overview.detail')}
        </Button>
      </Box>
      <PanelGrid>
        <ChartPanel
          title={t('overview.series')}
          rows={data.series}
          columns={bucketColumns(format, translate, filter.time_unit)}
          fileName={exportName('spend-over-time', filter)}
          rowLink={(b) => (
            <Link
              component={RouterLink}
              to={analysisHref('detail', filter, { selectedTime: b.key })}
            >
              {format.bucket(b.key, filter.time_unit)}
            </Link>
          )}
          chart={
            <BucketBars
              buckets={data.series.map((b) => ({
                label: format.bucket(b.key, filter.time_unit),
                amount: b.amount,
              }))}
              selected={selectedIndex}
              format={format}
              seriesLabel={t('columns.amount')}
              onSelect={(index) =>
                navigate(analysisHref('detail', filter, { selectedTime: data.series[index].key }))
              }
            />
          }
        />
        <ChartPanel
          title={t('overview.groups', { group: groupName })}
          rows={groups}
          columns={sliceColumns(format, translate, { count: 'bookings' })}
          fileName={exportName(`spend-by-${filter.group_by.toLowerCase()}`, filter)}
          rowLink={(g) => {
            const href = sliceHref(filter.group_by, g.key ?? null, filter);
            return href ? (
              <Link component={RouterLink} to={href}>
                {g.label}
              </Link>
            ) : (
              g.label
            );
          }}
          chart={
            <ItemBars
              items={groups}
              format={format}
              seriesLabel={t('columns.amount')}
              onSelect={(index) => {
                const href = sliceHref(filter.group_by, groups[index].key ?? null, filter);
                if (href) navigate(href);
              }}
            />
          }
        />
      </PanelGrid>
    </>
  );
}

/**
 * Travel overview (/corporate/analysis/travel-overview): the period's headline figures against
 * the previous period, spend over time by the filter's time unit and split by its group_by.
 * A bucket or a slice opens the bookings behind it (the detail page).
 */
export function TravelOverviewPage() {
  const [filter] = useAnalysisFilter();
  const query = useAnalysisQuery('overview', AnalysisOverviewDocument, {
    filter: graphqlFilter(filter),
  });
  return (
    <AnalysisFrame name="analysis-travel-overview">
      <QueryState query={query}>{(data) => <Overview data={data.analysis_overview} />}</QueryState>
    </AnalysisFrame>
  );
}
