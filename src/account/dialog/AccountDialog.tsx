import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import { useT } from '../../i18n/context';
import { REQUESTED_STEP_CLEAR_MS } from '../constants';
import { showsCloseButton, showsPromoPanel } from '../flow';
import { useStore } from '../store/createStore';
import {
  clearRequestedStep,
  closeAccountDialog,
  dialogStore,
  setAccountStep,
} from '../store/dialogStore';
import { sessionStore } from '../store/sessionStore';
import { PromoPanel } from './PromoPanel';
import { DIALOG_TITLE_ID } from './StepHeader';
import { StepView } from './StepView';

/**
 * The account dialog (spec §2): modal, full-screen on mobile, never closed by Escape or an
 * outside click; close button and promo panel follow the step and the user's name.
 */
export function AccountDialog() {
  const t = useT();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { open, step, requestedStep } = useStore(dialogStore);
  const { profile } = useStore(sessionStore);
  const hasFirstName = Boolean(profile?.first_name?.trim());

  // Spec §4: a step set from outside is applied, then cleared after 1 s.
  useEffect(() => {
    if (!requestedStep) return;
    setAccountStep(requestedStep);
    const timer = setTimeout(clearRequestedStep, REQUESTED_STEP_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [requestedStep]);

  const promo = showsPromoPanel(step, hasFirstName);
  return (
    <Dialog
      open={open}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={promo ? 'md' : 'sm'}
      // Spec §2: neither Escape nor a click outside closes it; only the close button does.
      onClose={() => undefined}
      aria-labelledby={DIALOG_TITLE_ID}
    >
      {showsCloseButton(step, hasFirstName) && (
        <IconButton
          aria-label={t('account.dialog.close')}
          onClick={closeAccountDialog}
          sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}
        >
          <Close />
        </IconButton>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: promo ? '5fr 7fr' : '1fr' },
          minHeight: { md: 480 },
        }}
      >
        {promo && <PromoPanel />}
        <Box sx={{ p: { xs: 2.5, sm: 4 }, position: 'relative' }}>
          <StepView key={step} step={step} />
        </Box>
      </Box>
    </Dialog>
  );
}
