import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SiteKey } from '../i18n/site';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { SkipLink } from '../components/SkipLink';
import { LayoutOutlet } from './LayoutOutlet';
import { MainContent } from './MainContent';
import { SectionNav, type SectionNavItem } from './SectionNav';

/** Header, section navigation beside (desktop) or above (mobile) the page, footer. */
export function SectionLayout({ label, items }: { label: SiteKey; items: SectionNavItem[] }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <Container
        sx={{
          flexGrow: 1,
          display: 'grid',
          gap: { xs: 1, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          alignItems: 'start',
          py: { xs: 2, md: 4 },
        }}
      >
        <SectionNav label={label} items={items} />
        <MainContent>
          <LayoutOutlet />
        </MainContent>
      </Container>
      <SiteFooter />
    </Box>
  );
}
