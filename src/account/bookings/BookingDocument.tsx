import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { downloadAccountFile } from '../../dataProviders/corporate/corporateFiles';
import { saveBlob } from '../../dataProviders/corporate/financeFiles';
import { useLocale, useT } from '../../i18n/context';
import { BookingSection } from './BookingSection';
import type { Booking } from './useBooking';

/** Orders that have a ticket or voucher: paid, or paid then cancelled (the PDF says so). */
const PRINTABLE = new Set(['SUCCESSFUL', 'CANCELLED', 'REFUNDED']);

/**
 * The booking's PDF (docs/manage-booking.md "E-ticket and hotel voucher"): the e-ticket of a
 * flight booking or the voucher of a stay, written on the server in the page's language and
 * downloaded with the session (GET /api/v1/bookings/:id/document).
 */
export function BookingDocument({ booking }: { booking: Booking }) {
  const t = useT();
  const { locale } = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!PRINTABLE.has(booking.order.status)) return null;
  const flight = booking.kind === 'FLIGHT';

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const lang = locale === 'en' ? 'en' : 'vi';
      const blob = await downloadAccountFile(
        `bookings/${encodeURIComponent(booking.id)}/document`,
        { locale: lang },
      );
      saveBlob(
        blob,
        t(flight ? 'manage.document.ticketFile' : 'manage.document.voucherFile', {
          number: booking.number,
        }),
      );
    } catch (err) {
      setError(t('manage.document.error', { message: (err as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <BookingSection id="document" title={t('manage.document.title')}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t(flight ? 'manage.document.ticketHint' : 'manage.document.voucherHint')}
      </Typography>
      <Button variant="outlined" onClick={download} disabled={busy} aria-busy={busy}>
        {busy
          ? t('manage.document.preparing')
          : t(flight ? 'manage.document.ticket' : 'manage.document.voucher')}
      </Button>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {error}
        </Alert>
      )}
    </BookingSection>
  );
}
