import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import {
  AnalysisOldSummaryDocument,
  type AnalysisOldSummaryQuery,
} from '../../api/generated/corporate';
import { graphqlRequest } from '../../api/graphql';
import { corporateId } from '../../dataProviders/corporate/scope';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AnalysisFrame, Figure, FigureGrid } from './AnalysisFrame';
import { ChartPanel } from './ChartPanel';
import { ItemBars } from './charts';
import { exportName } from './columns';
import { addDays, vietnamDayStart } from './filter';
import { analysisHref } from './links';
import { QueryState } from './QueryState';
import { useAnalysisFilter } from './useAnalysisFilter';
import { useAnalysisFormat } from './useAnalysisFormat';

type Staff = AnalysisOldSummaryQuery['statistic_reports'][number];

const staffName = (s: Staff) =>
  [s.corporate_staff?.last_name, s.corporate_staff?.first_name].filter(Boolean).join(' ') ||
  s.corporate_staff?.email ||
  s.user_id;

/**
 * The older single-page summary (/corporate/analysis-old), kept for those who use it: the
 * period's total booking value and transactions, its orders, and the ten staff members who
 * spent most (statistic_reports, total_statistic_report, statistic_user_order_histories over
 * the Vietnamese days start…end).
 */
export function AnalysisOldPage() {
  const translate = useTranslate();
  const format = useAnalysisFormat();
  const [filter] = useAnalysisFilter();
  const from = vietnamDayStart(filter.start).toISOString();
  const to = vietnamDayStart(addDays(filter.end, 1)).toISOString();
  const query = useQuery({
    queryKey: ['corporate', 'analysis', 'old', from, to],
    queryFn: async ({ signal }) =>
      graphqlRequest(
        'corporate',
        AnalysisOldSummaryDocument,
        { corporate_id: await corporateId(), from, to },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.analysis.${key}`, options);
  return (
    <AnalysisFrame name="analysis-old" periodOnly>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('old.hint')}{' '}
        <Button component={RouterLink} to={analysisHref('overview', filter)} size="small">
          {t('old.toNew')}
        </Button>
      </Typography>
      <QueryState query={query}>
        {(data) => (
          <>
            <FigureGrid label={t('old.title')}>
              <Figure
                label={t('old.totalValue')}
                value={format.money(
                  data.total_statistic_report.total_booking_value,
                  data.total_statistic_report.currency,
                )}
              />
              <Figure
                label={t('old.transactions')}
                value={format.number(data.total_statistic_report.total_transactions)}
              />
              <Figure
                label={t('old.orders')}
                value={format.number(
                  data.statistic_user_order_histories.total_user_order_histories,
                )}
              />
              <Figure
                label={t('old.ordersValue')}
                value={format.money(
                  data.statistic_user_order_histories.total_value.amount,
                  data.statistic_user_order_histories.total_value.currency,
                )}
              />
            </FigureGrid>
            <ChartPanel
              title={t('old.topStaff')}
              rows={data.statistic_reports}
              fileName={exportName('top-staff', filter)}
              columns={[
                { label: t('old.staff'), text: staffName, value: staffName },
                {
                  label: t('old.totalValue'),
                  text: (s) => format.money(s.total_booking_value),
                  value: (s) => s.total_booking_value,
                  numeric: true,
                },
                {
                  label: t('old.transactions'),
                  text: (s) => format.number(s.total_transactions),
                  value: (s) => s.total_transactions,
                  numeric: true,
                },
              ]}
              chart={
                <ItemBars
                  items={data.statistic_reports.map((s) => ({
                    label: staffName(s),
                    amount: s.total_booking_value,
                  }))}
                  format={format}
                  seriesLabel={t('old.totalValue')}
                />
              }
            />
          </>
        )}
      </QueryState>
    </AnalysisFrame>
  );
}
