import './catalogue';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { SeatClassType } from '../../api/generated/flights';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/context';
import { todayIn } from '../search/dates';
import { FiltersPanel } from '../search/FiltersPanel';
import { readRememberedFlight } from '../search/flightMemory';
import { usePlaceLookup } from '../search/usePlaceLookup';
import { ChosenOutbound } from './ChosenOutbound';
import { flightCheckoutPath } from './flightCheckout';
import { flightPlaceRef } from './flightPlaceRef';
import { FlightDetailDialog } from './FlightDetailDialog';
import { FlightFilters } from './FlightFilters';
import {
  countFlightFilters,
  flightSearchParams,
  NO_FLIGHT_FILTERS,
  parseFlightQuery,
  type FlightQuery,
} from './flightQuery';
import { FlightResultsList } from './FlightResultsList';
import { FlightSearchHeader } from './FlightSearchHeader';
import { PriceCalendar } from './PriceCalendar';
import { useFlightResults } from './useFlightResults';

/** /flight: results for the search in the URL, with filters, sorts, price calendar and detail. */
export function FlightResultsPage() {
  const t = useT();
  usePageTitle(t('pages.flightSearch'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const today = todayIn();
  const query = useMemo(() => parseFlightQuery(params, today), [params, today]);
  const c = query.criteria;
  const remembered = useMemo(readRememberedFlight, []);
  const from = usePlaceLookup(c.from ? flightPlaceRef(c.from, remembered) : null);
  const to = usePlaceLookup(c.to ? flightPlaceRef(c.to, remembered) : null);
  const results = useFlightResults(query);
  const [detailId, setDetailId] = useState<string | null>(null);
  const seats = c.party.adults + c.party.children + c.party.infants;
  const passengersText = t('search.party.passengersSummary', { smart_count: seats });
  const activeFilters = countFlightFilters(query.filters);

  const go = (next: Partial<FlightQuery>) => {
    const merged = { ...query, ...next };
    navigate({ search: `?${flightSearchParams(merged).toString()}` });
  };
  const choose = (optionId: string, seatId: string) => {
    setDetailId(null);
    if (c.return && !query.outbound) {
      go({ outbound: optionId, outboundSeat: seatId });
      window.scrollTo({ top: 0 });
    } else if (c.return && query.outbound) {
      const departure = { flight: query.outbound, seat: query.outboundSeat ?? '' };
      navigate(flightCheckoutPath(c, departure, { flight: optionId, seat: seatId }));
    } else {
      navigate(flightCheckoutPath(c, { flight: optionId, seat: seatId }, null));
    }
  };
  const pickDate = (date: string) =>
    results.step === 'return'
      ? go({ criteria: { ...c, return: date } })
      : go({
          criteria: { ...c, depart: date, return: c.return && c.return < date ? date : c.return },
          outbound: null,
          outboundSeat: null,
        });

  const filters = (
    <FlightFilters
      filters={query.filters}
      facets={results.facets}
      step={results.step}
      policyActive={query.filters.inPolicy || results.entries.some((o) => o.policy)}
      onChange={(next) => go({ filters: next })}
    />
  );
  const panel = (
    <FiltersPanel active={activeFilters} onClear={() => go({ filters: NO_FLIGHT_FILTERS })}>
      {filters}
    </FiltersPanel>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <FlightSearchHeader
        criteria={c}
        from={from}
        to={to}
        passengersText={passengersText}
        returning={!query.problem && results.step === 'return'}
        editing={query.problem !== null}
      />
      {query.problem ? (
        <Alert severity="warning">{t(`flights.problems.${query.problem}`)}</Alert>
      ) : (
        <>
          {c.return && (
            <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
              {results.step === 'return' ? t('flights.steps.return') : t('flights.steps.departure')}
            </Typography>
          )}
          {results.step === 'return' && query.outbound && (
            <ChosenOutbound
              optionId={query.outbound}
              seatId={query.outboundSeat}
              date={c.depart}
              party={c.party}
              onChange={() => go({ outbound: null, outboundSeat: null })}
            />
          )}
          <PriceCalendar
            from={results.step === 'return' ? c.to : c.from}
            to={results.step === 'return' ? c.from : c.to}
            date={results.step === 'return' ? c.return! : c.depart}
            party={c.party}
            seatClass={c.cabin.toUpperCase() as SeatClassType}
            onPick={pickDate}
          />
          <ResultsLayout panel={panel}>
            <FlightResultsList
              results={results}
              sort={query.sort}
              onSort={(sort) => go({ sort })}
              filtersOn={activeFilters > 0}
              onClearFilters={() => go({ filters: NO_FLIGHT_FILTERS })}
              passengersText={passengersText}
              onDetails={(option) => setDetailId(option.id)}
              onChoose={(option) => choose(option.id, option.seat_class.id)}
            />
          </ResultsLayout>
          <FlightDetailDialog
            optionId={detailId}
            party={c.party}
            passengersText={passengersText}
            onClose={() => setDetailId(null)}
            onChoose={choose}
          />
        </>
      )}
    </Container>
  );
}

/** Filters beside the list on desktop; the panel renders its own button on smaller screens. */
function ResultsLayout({ panel, children }: { panel: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box>{panel}</Box>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
