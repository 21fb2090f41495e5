import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FlightDocument } from '../../api/generated/flights';
import { useLocale, useT } from '../../i18n/context';
import { FlightLegSummary } from '../flights/FlightLegSummary';
import type { ChosenFlight } from '../flights/flightCheckout';
import { formatLocalDate, formatMoney } from '../search/format';
import type { FlightParty } from '../search/party';
import { ErrorState } from '../search/ResultStates';
import { useGraphqlQuery } from '../search/useGraphqlQuery';

export interface CheckoutFlightLegProps {
  title: string;
  choice: ChosenFlight;
  party: FlightParty;
  /** Reports the chosen fare's price (or null when it is gone) for the total. */
  onPrice: (price: { amount: number; currency: string } | null) => void;
}

/** One chosen flight and fare, read again from the server for the party. */
export function CheckoutFlightLeg({ title, choice, party, onPrice }: CheckoutFlightLegProps) {
  const t = useT();
  const { locale } = useLocale();
  const result = useGraphqlQuery('flights', FlightDocument, {
    input: { id: choice.flight, n_o_a: party.adults, n_o_c: party.children, n_o_i: party.infants },
  });
  const flight = result.data?.flight;
  const fare = flight?.seat_classes.find((s) => s.id === choice.seat) ?? null;
  const ready = result.status === 'ready';
  const amount = fare?.price ?? null;
  const currency = fare?.currency ?? 'VND';
  const report = useRef(onPrice);
  useEffect(() => {
    report.current = onPrice;
  }, [onPrice]);
  useEffect(() => {
    if (ready) report.current(amount === null ? null : { amount, currency });
  }, [ready, amount, currency]);
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mb: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
        {flight
          ? ` · ${formatLocalDate(flight.departure.date, flight.departure.timezone, locale)}`
          : ''}
      </Typography>
      {result.status === 'error' && (
        <ErrorState message={result.error?.message} onRetry={result.retry} />
      )}
      {result.status === 'loading' && <Skeleton variant="rounded" height={80} />}
      {result.status === 'ready' && (!flight || !fare) && (
        <Typography color="error">{t('flights.checkout.gone')}</Typography>
      )}
      {flight && fare && (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <FlightLegSummary flight={flight} />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography>{t('flights.checkout.fare', { plan: fare.plan })}</Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {formatMoney(fare.price, fare.currency, locale)}
            </Typography>
          </Box>
        </Box>
      )}
    </Paper>
  );
}
