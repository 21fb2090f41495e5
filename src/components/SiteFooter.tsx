import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n/context';
import { FOOTER_GROUPS } from '../routes/infoLinks';

export function SiteFooter() {
  const t = useT();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}
    >
      <Container component="nav" aria-label={t('footer.label')} sx={{ py: 4 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          }}
        >
          {FOOTER_GROUPS.map((group) => (
            <Box key={group.title}>
              <Typography component="h2" variant="subtitle2" sx={{ mb: 1 }}>
                {t(group.title)}
              </Typography>
              <Box
                component="ul"
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}
              >
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link component={RouterLink} to={link.to} color="text.secondary">
                      {t(`pages.${link.page}`)}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
