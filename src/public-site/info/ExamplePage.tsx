import './catalogue';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useT } from '../../i18n/context';
import type { SiteKey } from '../../i18n/site';
import type { publicInfoVi } from '../../i18n/site/publicInfo.vi';
import { plainVnd } from '../search/plainFormat';
import { InfoHeader } from './InfoHeader';
import { PrintStyles } from './PrintStyles';

type Field = keyof typeof publicInfoVi.example.fields;

/** A sample document: every value is marked as a specimen (docs/decisions.md). */
function SampleCard({ title, rows }: { title: string; rows: Array<[Field, string]> }) {
  const t = useT();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      sx={{ p: { xs: 2, md: 3 }, position: 'relative' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h5">
          {title}
        </Typography>
        <Chip
          label={t('publicInfo.example.badge')}
          variant="outlined"
          size="small"
          sx={{ fontWeight: 700 }}
        />
      </Box>
      <Box
        component="dl"
        sx={{ mt: 2, mb: 0, display: 'grid', gap: 1, gridTemplateColumns: { sm: '11rem 1fr' } }}
      >
        {rows.map(([field, value]) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t(`publicInfo.example.fields.${field}` as SiteKey)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * /example — the spec's "sample page": what a traveller or a company's accountant receives after
 * booking (flight confirmation, hotel voucher, VAT invoice details), as clearly marked samples.
 */
export function ExamplePage() {
  const t = useT();
  const { locale } = useLocale();
  const s = (key: string) => t(`publicInfo.example.sample.${key}` as SiteKey);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PrintStyles />
      <InfoHeader page="example" lead={t('publicInfo.example.lead')} />
      <Box sx={{ mt: 3, display: 'grid', gap: 2 }}>
        <SampleCard
          title={t('publicInfo.example.flightTitle')}
          rows={[
            ['bookingCode', 'MAU123'],
            ['passenger', s('passenger')],
            ['flight', 'VN 213'],
            ['route', s('route')],
            ['departure', s('departure')],
            ['fare', s('fare')],
            ['baggage', s('baggage')],
            ['total', plainVnd(2_150_000, locale)],
          ]}
        />
        <SampleCard
          title={t('publicInfo.example.hotelTitle')}
          rows={[
            ['bookingCode', 'HT-MAU-0001'],
            ['guest', s('guest')],
            ['hotel', s('hotel')],
            ['room', s('room')],
            ['stay', s('stay')],
            ['checkIn', s('checkIn')],
            ['checkOut', s('checkOut')],
            ['cancellation', s('cancellation')],
            ['total', plainVnd(3_600_000, locale)],
          ]}
        />
        <SampleCard
          title={t('publicInfo.example.invoiceTitle')}
          rows={[
            ['company', s('company')],
            ['taxCode', '0100000000'],
            ['address', s('address')],
            ['total', plainVnd(5_750_000, locale)],
          ]}
        />
      </Box>
      <Box component="section" aria-labelledby="notes-title" sx={{ mt: 4 }}>
        <Typography id="notes-title" component="h2" variant="h5">
          {t('publicInfo.example.notesTitle')}
        </Typography>
        <Box component="ul" sx={{ pl: 3, display: 'grid', gap: 0.75 }}>
          <li>{t('publicInfo.example.notes.email')}</li>
          <li>{t('publicInfo.example.notes.invoice')}</li>
        </Box>
      </Box>
    </Container>
  );
}
