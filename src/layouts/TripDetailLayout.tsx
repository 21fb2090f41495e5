import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { SiteHeader } from '../components/SiteHeader';
import { SkipLink } from '../components/SkipLink';
import { useT } from '../i18n/context';
import { LayoutOutlet } from './LayoutOutlet';
import { MainContent } from './MainContent';

/** /trip/detail, /trip/flight-detail, /trip/hotel-detail: one trip, with a way back. */
export function TripDetailLayout() {
  const t = useT();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <Container sx={{ flexGrow: 1, py: { xs: 2, md: 3 } }}>
        <Button component={RouterLink} to="/trip/list" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
          {t('nav.backToTrips')}
        </Button>
        <MainContent>
          <LayoutOutlet />
        </MainContent>
      </Container>
    </Box>
  );
}
