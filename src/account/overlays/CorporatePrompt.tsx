import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '../../i18n/context';
import { pathForRoute } from '../../../common/route-names';
import { navigateTo } from '../navigation';
import { useStore } from '../store/createStore';
import { noticeStore, setCorporatePrompt } from '../store/noticeStore';

/** Spec §4: offered ~2 s after sign-up — create a corporate account now, or later. */
export function CorporatePrompt() {
  const t = useT();
  const { corporatePrompt } = useStore(noticeStore);
  const close = () => setCorporatePrompt(false);
  return (
    <Dialog open={corporatePrompt} onClose={close} aria-labelledby="corporate-prompt-title">
      <DialogTitle id="corporate-prompt-title">{t('account.corporatePrompt.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('account.corporatePrompt.body')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{t('account.corporatePrompt.later')}</Button>
        <Button
          variant="contained"
          autoFocus
          onClick={() => {
            close();
            navigateTo(pathForRoute('corporate-register'));
          }}
        >
          {t('account.corporatePrompt.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
