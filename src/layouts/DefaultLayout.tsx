import Box from '@mui/material/Box';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { SkipLink } from '../components/SkipLink';
import { LayoutOutlet } from './LayoutOutlet';
import { MainContent } from './MainContent';

/** Public site: header, page, footer with the information links. */
export function DefaultLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <MainContent>
        <LayoutOutlet />
      </MainContent>
      <SiteFooter />
    </Box>
  );
}
