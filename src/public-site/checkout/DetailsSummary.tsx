import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useT } from '../../i18n/context';
import { formatCalendarDate } from '../search/format';
import { flightOf, type CheckoutSession } from './checkoutApi';

/** The saved contact and travellers, with a way back to the form. */
export function DetailsSummary({
  session,
  onEdit,
}: {
  session: CheckoutSession;
  onEdit: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const note = session.booking_note;
  const passengers = flightOf(session)?.passengers ?? [];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="details-heading"
      sx={{ p: 2, mb: 2 }}
    >
      <Typography id="details-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('checkout.details.saved')}
      </Typography>
      {/* A long e-mail is one unbreakable word: break it rather than widen a phone's page. */}
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {note?.email} · {note?.phone}
      </Typography>
      {passengers.length > 0 ? (
        <Typography component="ul" sx={{ pl: 2.5, my: 1 }}>
          {passengers.map((p, i) => (
            <li key={i}>
              {p.last_name} {p.first_name} ·{' '}
              {p.date_of_birth ? formatCalendarDate(p.date_of_birth, locale, { year: true }) : ''}
            </li>
          ))}
        </Typography>
      ) : (
        <Typography sx={{ my: 1 }}>
          {note?.guest}
          {note?.request ? ` · ${note.request}` : ''}
        </Typography>
      )}
      <Button variant="outlined" size="small" onClick={onEdit}>
        {t('checkout.details.edit')}
      </Button>
    </Paper>
  );
}
