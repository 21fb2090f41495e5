import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FlightDocument } from '../../api/generated/flights';
import { useMoney } from '../../currency/useMoney';
import { useLocale, useT } from '../../i18n/context';
import { formatCalendarDate } from '../search/format';
import type { FlightParty } from '../search/party';
import { useGraphqlQuery } from '../search/useGraphqlQuery';
import { FlightLegSummary } from './FlightLegSummary';

export interface ChosenOutboundProps {
  optionId: string;
  seatId: string | null;
  date: string;
  party: FlightParty;
  onChange: () => void;
}

/** Round trip, second step: the departure already chosen, with a way back to change it. */
export function ChosenOutbound({ optionId, seatId, date, party, onChange }: ChosenOutboundProps) {
  const t = useT();
  const { locale } = useLocale();
  const money = useMoney();
  const result = useGraphqlQuery('flights', FlightDocument, {
    input: { id: optionId, n_o_a: party.adults, n_o_c: party.children, n_o_i: party.infants },
  });
  const flight = result.data?.flight;
  const fare = flight?.seat_classes.find((s) => s.id === seatId) ?? flight?.seat_classes[0];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="chosen-outbound"
      sx={{ p: 2, mb: 2, bgcolor: 'action.hover' }}
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          mb: 1,
        }}
      >
        <Typography id="chosen-outbound" variant="h2" sx={{ fontSize: '1rem' }}>
          {t('flights.steps.chosenDeparture')} · {formatCalendarDate(date, locale)}
        </Typography>
        <Button size="small" onClick={onChange}>
          {t('flights.steps.change')}
        </Button>
      </Box>
      {!flight ? (
        <Skeleton variant="rounded" height={64} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr auto' },
            alignItems: 'center',
          }}
        >
          <FlightLegSummary flight={flight} />
          {fare && (
            <Box sx={{ textAlign: { sm: 'right' } }}>
              <Typography sx={{ fontWeight: 700 }}>
                {money.format(fare.price, fare.currency)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {fare.plan}
              </Typography>
            </Box>
          )}
        </Box>
      )}
    </Paper>
  );
}
