import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { fieldErrorsOf } from '../../api/httpError';
import { useLocale, useT } from '../../i18n/context';
import { plainNumber } from '../../public-site/search/plainFormat';
import { redeemPlanVoucher, type BoughtVoucher, type PlanVoucher } from './rewardsApi';

/** A fresh key per confirmation: a retried press of the same dialog buys once. */
const newKey = () => crypto.randomUUID();

/**
 * The points price of a rank reward and its "Redeem" button: disabled with the points still
 * needed when the traveller has too few; asks before spending, says why when refused.
 */
export function PlanRedeem({
  voucher,
  points,
  onBought,
}: {
  voucher: PlanVoucher;
  points: number;
  onBought: (bought: BoughtVoucher, points: number) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const [key, setKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const price = voucher.price;
  if (price == null || price <= 0 || voucher.percent_off == null) return null;
  const n = (value: number) => plainNumber(value, locale, 0);
  const short = price - points;
  const hintId = `plan-${voucher.id}-hint`;

  const close = () => {
    if (busy) return;
    setKey(null);
    setError(null);
  };
  const confirm = async () => {
    if (!key) return;
    setBusy(true);
    setError(null);
    try {
      const bought = await redeemPlanVoucher(voucher.id, key);
      setKey(null);
      onBought(bought, price);
    } catch (err) {
      const rule = fieldErrorsOf(err)[0]?.rule;
      setError(
        rule === 'points' || rule === 'not_found' || rule === 'not_for_points'
          ? t(`rewards.voucher.redeemErrors.${rule}`)
          : t('rewards.voucher.redeemErrors.other'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('rewards.voucher.planPrice', { points: n(price), smart_count: price })}
      </Typography>
      <Button
        variant="outlined"
        size="small"
        sx={{ justifySelf: 'start', mt: 0.5 }}
        disabled={short > 0}
        aria-describedby={short > 0 ? hintId : undefined}
        onClick={() => setKey(newKey())}
      >
        {t('rewards.voucher.redeem')}
      </Button>
      {short > 0 && (
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t('rewards.voucher.needMore', { points: n(short), smart_count: short })}
        </Typography>
      )}
      <Dialog
        open={key !== null}
        onClose={close}
        aria-labelledby={`plan-${voucher.id}-title`}
        aria-describedby={`plan-${voucher.id}-text`}
      >
        <DialogTitle id={`plan-${voucher.id}-title`}>
          {t('rewards.voucher.redeemTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={`plan-${voucher.id}-text`}>
            {t('rewards.voucher.redeemText', {
              points: n(price),
              smart_count: price,
              name: voucher.name,
              left: n(points - price),
            })}
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={close} disabled={busy}>
            {t('rewards.voucher.keepPoints')}
          </Button>
          <Button variant="contained" onClick={confirm} disabled={busy}>
            {busy ? t('rewards.voucher.redeeming') : t('rewards.voucher.redeemConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
