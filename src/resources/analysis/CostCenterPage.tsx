import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  AnalysisCostCentersDocument,
  type AnalysisCostCentersQuery,
} from '../../api/generated/corporate';
import { AnalysisFrame, PanelGrid } from './AnalysisFrame';
import { ChartPanel } from './ChartPanel';
import { BurnLine, PairBars } from './charts';
import { exportName } from './columns';
import { graphqlFilter } from './filter';
import { QueryState } from './QueryState';
import { useAnalysisQuery } from './analysisApi';
import { useAnalysisFilter } from './useAnalysisFilter';
import { useAnalysisFormat } from './useAnalysisFormat';

type Center = AnalysisCostCentersQuery['analysis_cost_centers'][number];

function CostCenters({ centers }: { centers: readonly Center[] }) {
  const translate = useTranslate();
  const format = useAnalysisFormat();
  const [filter] = useAnalysisFilter();
  const atRisk = centers.filter((c) => c.at_risk);
  const [chosen, setChosen] = useState<string | null>(null);
  const center =
    centers.find((c) => c.cost_center_id === chosen) ?? atRisk[0] ?? centers[0] ?? null;
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.analysis.${key}`, options);
  const money = (v: number | null | undefined, currency = 'VND') =>
    v === null || v === undefined ? t('costCenter.noBudget') : format.money(v, currency);
  if (centers.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        {t('states.empty')}
      </Typography>
    );
  }
  return (
    <>
      <Alert severity={atRisk.length ? 'warning' : 'success'} sx={{ mb: 2 }}>
        {atRisk.length
          ? `${t('costCenter.atRiskCount', { count: atRisk.length })}: ${atRisk
              .map((c) => c.name)
              .join(', ')}`
          : t('costCenter.noneAtRisk')}
      </Alert>
      <PanelGrid>
        <ChartPanel
          title={t('costCenter.budgetVsActual')}
          rows={centers}
          fileName={exportName('cost-center-budget', filter)}
          columns={[
            { label: t('filter.cost_center_ids'), text: (c) => c.name, value: (c) => c.name },
            {
              label: t('filter.period'),
              text: (c) =>
                `${t(`costCenter.periods.${c.period}`, { _: c.period })} · ${t(
                  'costCenter.period',
                  {
                    from: format.date(c.period_start),
                    to: format.date(c.period_end),
                  },
                )}`,
              value: (c) => `${c.period} ${c.period_start}–${c.period_end}`,
            },
            {
              label: t('columns.budget'),
              text: (c) => money(c.budget, c.currency),
              value: (c) => c.budget ?? '',
              numeric: true,
            },
            {
              label: t('columns.actual'),
              text: (c) => money(c.actual, c.currency),
              value: (c) => c.actual,
              numeric: true,
            },
            {
              label: t('columns.projected'),
              text: (c) => money(c.projected, c.currency),
              value: (c) => c.projected,
              numeric: true,
            },
            {
              label: t('columns.used'),
              text: (c) => (c.budget ? format.percent(c.actual / c.budget) : '—'),
              value: (c) => (c.budget ? c.actual / c.budget : ''),
              numeric: true,
            },
            {
              label: t('costCenter.atRisk'),
              text: (c) => (c.at_risk ? '⚠' : ''),
              value: (c) => (c.at_risk ? 1 : 0),
            },
          ]}
          chart={
            <PairBars
              items={centers.map((c) => ({
                label: c.name,
                first: c.budget ?? null,
                second: c.actual,
              }))}
              format={format}
              first={t('columns.budget')}
              second={t('columns.actual')}
            />
          }
        />
        {center ? (
          <ChartPanel
            title={t('costCenter.burn', { name: center.name })}
            note={
              <TextField
                select
                size="small"
                label={t('costCenter.choose')}
                value={center.cost_center_id}
                onChange={(event) => setChosen(event.target.value)}
                sx={{ minWidth: 220, mt: 1 }}
              >
                {centers.map((c) => (
                  <MenuItem key={c.cost_center_id} value={c.cost_center_id}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            }
            rows={center.burn}
            fileName={exportName(`cost-center-burn-${center.name}`, filter)}
            columns={[
              {
                label: t('columns.day'),
                text: (b) => format.date(b.start),
                value: (b) => b.start,
              },
              {
                label: t('columns.cumulative'),
                text: (b) => format.money(b.amount, center.currency),
                value: (b) => b.amount,
                numeric: true,
              },
            ]}
            chart={
              <BurnLine
                days={center.burn.map((b) => ({ label: format.date(b.start), amount: b.amount }))}
                budget={center.budget ?? null}
                format={format}
                actualLabel={t('columns.cumulative')}
                budgetLabel={t('columns.budget')}
              />
            }
          />
        ) : null}
      </PanelGrid>
    </>
  );
}

/**
 * Cost center analysis (/corporate/analysis/cost-center): each center's budget against actual
 * in its current reset period (the shared budget-period rule), the burn-down through the period
 * and the centers at risk (projected over budget, or over 90 % already).
 */
export function CostCenterPage() {
  const [filter] = useAnalysisFilter();
  const query = useAnalysisQuery('cost-centers', AnalysisCostCentersDocument, {
    filter: graphqlFilter(filter),
  });
  return (
    <AnalysisFrame name="analysis-cost-center">
      <QueryState query={query}>
        {(data) => <CostCenters centers={data.analysis_cost_centers} />}
      </QueryState>
    </AnalysisFrame>
  );
}
