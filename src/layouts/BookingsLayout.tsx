import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { SiteHeader } from '../components/SiteHeader';
import { SkipLink } from '../components/SkipLink';
import { useT } from '../i18n/context';
import type { InfoPageKey } from '../i18n/site';
import { LayoutOutlet } from './LayoutOutlet';
import { MainContent } from './MainContent';

const BOOKING_POLICIES: Array<{ to: string; page: InfoPageKey }> = [
  { to: '/payment-method', page: 'paymentMethod' },
  { to: '/amendment', page: 'amendment' },
  { to: '/flight-amendment', page: 'flightAmendment' },
  { to: '/hotel-amendment', page: 'hotelAmendment' },
];

/** /checkout/*: the booking funnel — a narrow column and only the policies that apply. */
export function BookingsLayout() {
  const t = useT();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <Container maxWidth="md" sx={{ flexGrow: 1, py: { xs: 2, md: 4 } }}>
        <MainContent>
          <LayoutOutlet />
        </MainContent>
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 2 }}>
        <Container
          maxWidth="md"
          component="nav"
          aria-label={t('nav.bookingPolicies')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}
        >
          {BOOKING_POLICIES.map((link) => (
            <Link
              key={link.to}
              component={RouterLink}
              to={link.to}
              variant="body2"
              color="text.secondary"
            >
              {t(`pages.${link.page}`)}
            </Link>
          ))}
        </Container>
      </Box>
    </Box>
  );
}
