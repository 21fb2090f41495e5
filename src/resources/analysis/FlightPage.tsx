import { useTranslate } from 'react-admin';
import { AnalysisFlightDocument, type AnalysisFlightQuery } from '../../api/generated/corporate';
import { AnalysisFrame, Figure, FigureGrid, PanelGrid } from './AnalysisFrame';
import { graphqlFilter } from './filter';
import { QueryState } from './QueryState';
import { SlicePanel } from './SlicePanel';
import { useAnalysisQuery } from './analysisApi';
import { useAnalysisFilter } from './useAnalysisFilter';
import { useAnalysisFormat } from './useAnalysisFormat';

function Flight({ data }: { data: AnalysisFlightQuery['analysis_flight'] }) {
  const translate = useTranslate();
  const format = useAnalysisFormat();
  const [filter] = useAnalysisFilter();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.analysis.${key}`, options);
  const panel = (
    key: 'by_route' | 'by_airline' | 'by_cabin' | 'by_days_ahead' | 'top_travellers',
  ) => (
    <SlicePanel
      key={key}
      title={t(`flight.${key}`)}
      slices={data[key]}
      format={format}
      filter={filter}
      file={`flight-${key.replace(/_/g, '-')}`}
      count="tickets"
    />
  );
  return (
    <>
      <FigureGrid label={t('overview.figures')}>
        <Figure label={t('flight.spend')} value={format.money(data.spend, data.currency)} />
        <Figure label={t('flight.tickets')} value={format.number(data.tickets)} />
        <Figure
          label={t('flight.outOfPolicy')}
          value={t('flight.outOfPolicyValue', {
            percent: format.percent(data.out_of_policy.share),
            count: format.number(data.out_of_policy.count),
          })}
        />
        <Figure
          label={t('flight.co2')}
          value={t('flight.co2Value', {
            total: format.number(data.co2.total_kg),
            perTrip: format.number(data.co2.per_trip_kg, 1),
          })}
          detail={t('flight.co2Method', { method: data.co2.method })}
        />
      </FigureGrid>
      <PanelGrid>
        {panel('by_route')}
        {panel('by_airline')}
        {panel('by_cabin')}
        {panel('by_days_ahead')}
        <SlicePanel
          title={t('flight.reasons')}
          slices={data.out_of_policy.reasons}
          format={format}
          filter={filter}
          file="flight-out-of-policy-reasons"
          count="tickets"
        />
        {panel('top_travellers')}
      </PanelGrid>
    </>
  );
}

/**
 * Flight analysis (/corporate/analysis/flight): spend and tickets by route, airline, cabin and
 * days booked ahead, the out-of-policy share with its reasons, top travellers and the CO₂
 * estimate with its method, for the URL's filter.
 */
export function FlightPage() {
  const [filter] = useAnalysisFilter();
  const query = useAnalysisQuery('flight', AnalysisFlightDocument, {
    filter: graphqlFilter(filter),
  });
  return (
    <AnalysisFrame name="analysis-flight">
      <QueryState query={query}>{(data) => <Flight data={data.analysis_flight} />}</QueryState>
    </AnalysisFrame>
  );
}
