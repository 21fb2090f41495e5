import './catalogue';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/context';
import { InfoHeader } from './InfoHeader';

const BENEFITS = ['policy', 'people', 'payment', 'invoices', 'delegation', 'insight'] as const;
const STEPS = ['register', 'review', 'invite'] as const;

/**
 * /corporate-program: what a company gets, and the way in. The call to action opens
 * /corporate/register, whose guard (spec §2) sends a signed-out visitor home with the login popup
 * and back to the form after signing in.
 */
export function CorporateProgramPage() {
  const t = useT();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <InfoHeader page="corporateProgram" lead={t('publicInfo.corporate.lead')}>
        <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" component={RouterLink} to="/corporate/register">
            {t('publicInfo.corporate.cta')}
          </Button>
          <Button variant="outlined" size="large" component={RouterLink} to="/contact">
            {t('publicInfo.corporate.contact')}
          </Button>
        </Box>
      </InfoHeader>
      <Box component="section" aria-labelledby="benefits-title" sx={{ mt: 5 }}>
        <Typography id="benefits-title" component="h2" variant="h4">
          {t('publicInfo.corporate.benefitsTitle')}
        </Typography>
        <Box
          sx={{
            mt: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {BENEFITS.map((key) => (
            <Paper key={key} variant="outlined" sx={{ p: 2.5 }}>
              <Typography component="h3" variant="h6">
                {t(`publicInfo.corporate.benefits.${key}.title`)}
              </Typography>
              <Typography sx={{ mt: 1 }} color="text.secondary">
                {t(`publicInfo.corporate.benefits.${key}.body`)}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="steps-title" sx={{ mt: 5 }}>
        <Typography id="steps-title" component="h2" variant="h4">
          {t('publicInfo.corporate.stepsTitle')}
        </Typography>
        <Box component="ol" sx={{ mt: 2, pl: 3, display: 'grid', gap: 1 }}>
          {STEPS.map((key) => (
            <Typography component="li" key={key}>
              {t(`publicInfo.corporate.steps.${key}`)}
            </Typography>
          ))}
        </Box>
        <Button sx={{ mt: 2 }} variant="contained" component={RouterLink} to="/corporate/register">
          {t('publicInfo.corporate.cta')}
        </Button>
      </Box>
    </Container>
  );
}
