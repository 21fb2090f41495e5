import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SeatClassFieldsFragment } from '../../api/generated/flights';
import type { FlightParty } from '../search/party';
import { useMoney } from '../../currency/useMoney';
import { useT } from '../../i18n/context';
import { allowanceText, cabinKey } from './flightText';

export interface FareOptionProps {
  fare: SeatClassFieldsFragment;
  party: FlightParty;
  passengersText: string;
  onChoose: () => void;
}

/** One fare family: what it includes, its rules, the price per passenger type and in total. */
export function FareOption({ fare, party, passengersText, onChoose }: FareOptionProps) {
  const t = useT();
  const { format } = useMoney();
  const money = (n: number) => format(n, fare.currency);
  const rules = fare.fare_rules;
  const fee = (n: number | null | undefined) => money(n ?? 0);
  const checked = allowanceText(fare.benefit.baggage);
  const cabin = allowanceText(fare.benefit.cabin_baggage);
  const lines = [
    checked
      ? t('flights.baggage.checked', { allowance: t(checked.key, checked.vars) })
      : t('flights.baggage.none'),
    cabin ? t('flights.baggage.cabin', { allowance: t(cabin.key, cabin.vars) }) : null,
    fare.benefit.meal ? t('flights.detail.meal') : null,
    fare.benefit.seat_selection ? t('flights.detail.seatSelection') : null,
    rules.refundable
      ? rules.refund_fee
        ? t('flights.detail.refundable', { fee: fee(rules.refund_fee) })
        : t('flights.detail.refundableFree')
      : t('flights.detail.notRefundable'),
    rules.changeable
      ? rules.change_fee
        ? t('flights.detail.changeable', { fee: fee(rules.change_fee) })
        : t('flights.detail.changeableFree')
      : t('flights.detail.notChangeable'),
    rules.free_cancellation_hours > 0
      ? t('flights.detail.freeCancellation', { smart_count: rules.free_cancellation_hours })
      : null,
  ].filter((line): line is string => Boolean(line));
  const perPassenger = [
    t('flights.detail.perAdult', { price: money(fare.adult_fare.price) }),
    party.children ? t('flights.detail.perChild', { price: money(fare.child_fare.price) }) : null,
    party.infants ? t('flights.detail.perInfant', { price: money(fare.infant_fare.price) }) : null,
  ].filter(Boolean);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`fare-${fare.id}`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography id={`fare-${fare.id}`} variant="h3" component="h4">
            {fare.plan}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(cabinKey(fare.type))}
            {fare.booking_class ? ` · ${fare.booking_class}` : ''}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <Typography sx={{ fontWeight: 800, fontSize: '1.2rem', color: 'primary.main' }}>
            {money(fare.price)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('flights.detail.fareFor', { passengers: passengersText })}
          </Typography>
        </Box>
      </Box>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {lines.map((line) => (
          <li key={line}>
            <Typography variant="body2">{line}</Typography>
          </li>
        ))}
      </Box>
      {rules.notes.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('flights.detail.rules')}
          </Typography>
          {rules.notes.map((note) => (
            <Typography key={note} variant="body2" color="text.secondary">
              {note}
            </Typography>
          ))}
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          gap: 2,
          mt: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Box>
          {perPassenger.map((line) => (
            <Typography key={line} variant="body2" color="text.secondary">
              {line}
            </Typography>
          ))}
          <Typography variant="body2" color="text.secondary">
            {t('flights.detail.fareBreakdown', {
              fare: money(fare.adult_fare.fare),
              charge: money(fare.adult_fare.charge),
            })}
          </Typography>
        </Box>
        <Button variant="contained" onClick={onChoose}>
          {t('flights.detail.choose')}
        </Button>
      </Box>
    </Paper>
  );
}
