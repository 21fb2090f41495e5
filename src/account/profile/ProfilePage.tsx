import '../catalogue';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/context';
import { openAccountDialog } from '../store/dialogStore';
import { ContactSection } from './ContactSection';
import { PersonalSection } from './PersonalSection';
import { SecuritySection } from './SecuritySection';
import { useAccountProfile } from './useAccountProfile';
import { WalletConfirmSection } from './WalletConfirmSection';

/** /account/profile (spec §2/§7): names, birth date, gender, language, e-mail, phone, password; the wallet payments' confirmation amount. */
export function ProfilePage() {
  const t = useT();
  usePageTitle(t('profile.title'));
  const { state, reload, replace } = useAccountProfile();

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('profile.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('profile.subtitle')}
      </Typography>
      {state.status === 'loading' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography role="status">{t('profile.loading')}</Typography>
        </Stack>
      )}
      {state.status === 'anonymous' && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" onClick={() => openAccountDialog('review')}>
              {t('profile.signIn')}
            </Button>
          }
        >
          {t('profile.signInPrompt')}
        </Alert>
      )}
      {state.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={reload}>
              {t('profile.retry')}
            </Button>
          }
        >
          {t('profile.loadError')}
        </Alert>
      )}
      {state.status === 'ready' && (
        <Stack spacing={3}>
          <PersonalSection profile={state.profile} onSaved={replace} />
          <ContactSection kind="email" profile={state.profile} onSaved={replace} />
          <ContactSection kind="phone" profile={state.profile} onSaved={replace} />
          <SecuritySection profile={state.profile} />
          <WalletConfirmSection />
        </Stack>
      )}
    </Box>
  );
}
