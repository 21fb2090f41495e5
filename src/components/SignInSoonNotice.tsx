import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useT } from '../i18n/context';

/** "Sign-in arrives soon" toast; loaded on first click to keep the initial bundle small. */
export function SignInSoonNotice({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Snackbar
      open={open}
      autoHideDuration={5000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Alert severity="info" variant="filled" onClose={onClose} closeText={t('header.close')}>
        {t('header.signInSoon')}
      </Alert>
    </Snackbar>
  );
}
