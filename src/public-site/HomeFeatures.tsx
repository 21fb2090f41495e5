import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n/context';

const FEATURES = ['booking', 'policy', 'expenses'] as const;

/** What the product does — descriptions only, no figures. */
export function HomeFeatures() {
  const t = useT();
  return (
    <Container component="section" aria-labelledby="home-features" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography id="home-features" variant="h2" sx={{ mb: 3 }}>
        {t('home.featuresTitle')}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {FEATURES.map((feature) => (
          <Paper key={feature} variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h3" component="h3">
              {t(`home.features.${feature}.title`)}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t(`home.features.${feature}.body`)}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Container>
  );
}
