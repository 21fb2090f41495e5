import Container from '@mui/material/Container';
import { ComingSoon } from '../components/ComingSoon';
import type { PageKey } from '../i18n/site';

/** Placeholder page for the public site, account, trips, checkout and embeds. */
export function ComingSoonPage({ page, contained = true }: { page: PageKey; contained?: boolean }) {
  return contained ? (
    <Container maxWidth="lg">
      <ComingSoon page={page} />
    </Container>
  ) : (
    <ComingSoon page={page} />
  );
}
