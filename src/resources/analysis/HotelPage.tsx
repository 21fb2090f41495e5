import { useTranslate } from 'react-admin';
import { AnalysisHotelDocument, type AnalysisHotelQuery } from '../../api/generated/corporate';
import { AnalysisFrame, Figure, FigureGrid, PanelGrid } from './AnalysisFrame';
import { ChartPanel } from './ChartPanel';
import { PairBars } from './charts';
import { exportName } from './columns';
import { graphqlFilter } from './filter';
import { QueryState } from './QueryState';
import { SlicePanel } from './SlicePanel';
import { useAnalysisQuery } from './analysisApi';
import { useAnalysisFilter } from './useAnalysisFilter';
import { useAnalysisFormat } from './useAnalysisFormat';

type Hotel = AnalysisHotelQuery['analysis_hotel'];

function Hotel({ data }: { data: Hotel }) {
  const translate = useTranslate();
  const format = useAnalysisFormat();
  const [filter] = useAnalysisFilter();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.analysis.${key}`, options);
  const money = (v: number) => format.money(v, data.currency);
  return (
    <>
      <FigureGrid label={t('overview.figures')}>
        <Figure label={t('hotel.spend')} value={money(data.spend)} />
        <Figure label={t('hotel.nights')} value={format.number(data.nights)} />
        <Figure label={t('hotel.average_nightly_rate')} value={money(data.average_nightly_rate)} />
      </FigureGrid>
      <PanelGrid>
        <SlicePanel
          title={t('hotel.by_city')}
          slices={data.by_city}
          format={format}
          filter={filter}
          file="hotel-by-city"
          count="nights"
        />
        <SlicePanel
          title={t('hotel.by_star')}
          slices={data.by_star}
          format={format}
          filter={filter}
          file="hotel-by-star"
          count="nights"
          relabel={(s) =>
            s.key && /^\d+$/.test(s.key) ? t('hotel.stars', { count: s.key }) : s.label
          }
        />
        <SlicePanel
          title={t('hotel.top_properties')}
          slices={data.top_properties}
          format={format}
          filter={filter}
          file="hotel-top-properties"
          count="nights"
        />
        <ChartPanel
          title={t('hotel.rate_against_cap')}
          rows={data.rate_against_cap}
          fileName={exportName('hotel-rate-against-cap', filter)}
          columns={[
            { label: t('columns.city'), text: (r) => r.city, value: (r) => r.city },
            {
              label: t('columns.average_nightly_rate'),
              text: (r) => money(r.average_nightly_rate),
              value: (r) => r.average_nightly_rate,
              numeric: true,
            },
            {
              label: t('columns.cap'),
              text: (r) =>
                r.cap === null || r.cap === undefined ? t('hotel.noCap') : money(r.cap),
              value: (r) => r.cap ?? '',
              numeric: true,
            },
            {
              label: t('columns.nights'),
              text: (r) => format.number(r.nights),
              value: (r) => r.nights,
              numeric: true,
            },
          ]}
          chart={
            <PairBars
              items={data.rate_against_cap.map((r) => ({
                label: r.city,
                first: r.cap ?? null,
                second: r.average_nightly_rate,
              }))}
              format={format}
              first={t('columns.cap')}
              second={t('columns.average_nightly_rate')}
            />
          }
        />
      </PanelGrid>
    </>
  );
}

/**
 * Hotel analysis (/corporate/analysis/hotel): spend and nights by city, star rating and
 * property, and the average nightly rate against the travellers' policy caps per city.
 */
export function HotelPage() {
  const [filter] = useAnalysisFilter();
  const query = useAnalysisQuery('hotel', AnalysisHotelDocument, { filter: graphqlFilter(filter) });
  return (
    <AnalysisFrame name="analysis-hotel">
      <QueryState query={query}>{(data) => <Hotel data={data.analysis_hotel} />}</QueryState>
    </AnalysisFrame>
  );
}
