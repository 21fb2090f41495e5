import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '../../i18n/context';
import { brandName, removeCard, type SavedCard } from '../../public-site/checkout/savedCards';

/** Asks before a saved card is removed; "Keep it" has the focus, Escape closes. */
export function RemoveCardDialog({
  card,
  onClose,
  onRemoved,
}: {
  card: SavedCard | null;
  onClose: () => void;
  onRemoved: (card: SavedCard, ok: boolean) => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const names = card ? { brand: brandName(card.card.brand), last4: card.card.last4 } : null;
  const remove = async () => {
    if (!card) return;
    setBusy(true);
    try {
      await removeCard(card.id);
      onRemoved(card, true);
    } catch {
      onRemoved(card, false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={card !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby="remove-card-title"
      aria-describedby="remove-card-text"
    >
      <DialogTitle id="remove-card-title">{t('checkout.account.cards.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-card-text">
          {names && t('checkout.account.cards.confirmText', names)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose} disabled={busy}>
          {t('checkout.account.cards.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={remove} disabled={busy}>
          {t('checkout.account.cards.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
