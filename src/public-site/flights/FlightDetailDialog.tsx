import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { FlightDocument } from '../../api/generated/flights';
import { useT } from '../../i18n/context';
import { useViewport } from '../../theme/ViewportProvider';
import type { FlightParty } from '../search/party';
import { ErrorState, ResultsSkeleton } from '../search/ResultStates';
import { useGraphqlQuery } from '../search/useGraphqlQuery';
import { FareOption } from './FareOption';
import { FlightItinerary } from './FlightItinerary';

export interface FlightDetailDialogProps {
  /** The option to show; null closes the dialog. */
  optionId: string | null;
  party: FlightParty;
  passengersText: string;
  onClose: () => void;
  onChoose: (optionId: string, seatClassId: string) => void;
}

/** Segments, connections, baggage and fare rules of one flight, with every fare to choose from. */
export function FlightDetailDialog({
  optionId,
  party,
  passengersText,
  onClose,
  onChoose,
}: FlightDetailDialogProps) {
  const t = useT();
  const { isMobile } = useViewport();
  const detail = useGraphqlQuery(
    'flights',
    FlightDocument,
    optionId
      ? {
          input: { id: optionId, n_o_a: party.adults, n_o_c: party.children, n_o_i: party.infants },
        }
      : null,
  );
  const flight = detail.status === 'ready' ? detail.data?.flight : null;
  return (
    <Dialog
      open={optionId !== null}
      onClose={onClose}
      fullScreen={isMobile}
      fullWidth
      maxWidth="md"
      aria-labelledby="flight-detail-title"
    >
      <DialogTitle id="flight-detail-title">
        {t('flights.detail.title')}
        {flight ? ` · ${flight.airline.name} ${flight.code}` : ''}
      </DialogTitle>
      <DialogContent dividers>
        {detail.status === 'loading' && <ResultsSkeleton count={2} />}
        {detail.status === 'error' && (
          <ErrorState
            title={t('flights.detail.loadError')}
            message={detail.error?.message}
            onRetry={detail.retry}
          />
        )}
        {detail.status === 'ready' && !flight && (
          <Typography>{t('flights.detail.gone')}</Typography>
        )}
        {flight && (
          <>
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {t('flights.detail.itinerary')}
            </Typography>
            <FlightItinerary flight={flight} />
            <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
              {t('flights.detail.fares')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              {flight.seat_classes.map((fare) => (
                <FareOption
                  key={fare.id}
                  fare={fare}
                  party={party}
                  passengersText={passengersText}
                  onChoose={() => onChoose(flight.id, fare.id)}
                />
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('flights.detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
