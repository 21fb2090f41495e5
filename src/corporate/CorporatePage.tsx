import { Title } from 'react-admin';
import Box from '@mui/material/Box';
import { ComingSoon } from '../components/ComingSoon';
import { useT } from '../i18n/context';
import type { PageKey, SiteKey } from '../i18n/site';

/** A console page a later issue builds: app-bar title, heading and "being built". */
export function CorporatePage({ page, body }: { page: PageKey; body?: SiteKey }) {
  const t = useT();
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <Title title={t(`pages.${page}`)} />
      <ComingSoon page={page} body={body} homeLink={false} />
    </Box>
  );
}

export function CorporateDashboard() {
  return <CorporatePage page="corporateDashboard" body="corporate.dashboardBody" />;
}
