import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n/context';
import type { PageKey, SiteKey } from '../i18n/site';
import { usePageTitle } from './usePageTitle';

/** A route whose screen a later issue builds: its name and "being built" — nothing invented. */
export interface ComingSoonProps {
  page: PageKey;
  /** The line under the heading; defaults to "This page is being built". */
  body?: SiteKey;
  homeLink?: boolean;
}

export function ComingSoon({ page, body = 'comingSoon.body', homeLink = true }: ComingSoonProps) {
  const t = useT();
  const title = t(`pages.${page}`);
  usePageTitle(title);
  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{title}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {t(body)}
      </Typography>
      {homeLink && (
        <Link component={RouterLink} to="/" sx={{ display: 'inline-block', mt: 3 }}>
          {t('comingSoon.backHome')}
        </Link>
      )}
    </Box>
  );
}
