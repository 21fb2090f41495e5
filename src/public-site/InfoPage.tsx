import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../components/usePageTitle';
import { useT } from '../i18n/context';
import type { infoVi } from '../i18n/site/info.vi';

/** /about: heading and what Wayfare is. */
export function InfoPage({ page }: { page: keyof typeof infoVi }) {
  const t = useT();
  const title = t(`pages.${page}`);
  usePageTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1">{title}</Typography>
      <Typography sx={{ mt: 2, fontSize: '1.1rem' }}>{t(`info.${page}.intro`)}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {t(`info.${page}.body`)}
      </Typography>
    </Container>
  );
}
