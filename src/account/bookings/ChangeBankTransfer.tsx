import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { VIETNAM_TIME_ZONE } from '../../../common/calendar';
import { ProofUpload } from '../../components/ProofUpload';
import { useLocale, useT } from '../../i18n/context';
import { QrImage } from '../../public-site/checkout/qr/QrImage';
import { formatLocalDateTime, formatMoney } from '../../public-site/search/format';
import type { ChangePayment } from './changePayment';
import { TransferFact as Fact } from '../../public-site/checkout/TransferFact';

/** How often the open transfer details ask whether the bank reported the credit. */
export const CHANGE_BANK_POLL_MS = 5000;

/**
 * A bank-transfer booking's dearer change (docs/manage-booking.md "A dearer change paid through
 * the booking's rail"): the account, the amount still to send and the memo naming the attempt,
 * with a VietQR; the page asks again every few seconds (and on "Check again") until the bank's
 * credit paid it. The payer may add a proof of transfer, as in checkout, while it is open; a
 * file refused because the attempt ended meanwhile reads the attempt again at once.
 */
export function ChangeBankTransfer({
  payment,
  onCheck,
}: {
  payment: ChangePayment;
  onCheck: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  useEffect(() => {
    const id = window.setInterval(onCheck, CHANGE_BANK_POLL_MS);
    return () => window.clearInterval(id);
  }, [onCheck]);
  const transfer = payment.bank_transfer;
  const bank = transfer?.banks[0];
  if (!transfer || !bank) return null;
  const money = (n: number) => formatMoney(n, transfer.currency, locale);
  const left = money(transfer.amount - transfer.paid_amount);
  return (
    <Box
      component="section"
      aria-labelledby="change-bank-title"
      sx={{ mb: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id="change-bank-title" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {t('manage.change.bank.title', { code: payment.flight.code })}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{t('checkout.pay.bank.scan')}</Typography>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {bank.qr && (
          <QrImage
            text={bank.qr}
            label={t('checkout.pay.bank.qr', { amount: left, bank: bank.name })}
          />
        )}
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 0.25, minWidth: 0, flex: '1 1 220px' }}
        >
          <Fact term={t('checkout.pay.bank.bank')} value={bank.name} />
          <Fact term={t('checkout.pay.bank.account')} value={bank.account} />
          <Fact term={t('checkout.pay.bank.beneficiary')} value={bank.beneficiary_name} />
          <Fact term={t('checkout.pay.bank.amount')} value={left} />
          <Fact term={t('checkout.pay.bank.memo')} value={transfer.memo} />
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('manage.change.bank.memoHint')}{' '}
        {t('manage.change.bank.until', {
          time: formatLocalDateTime(payment.expires_at, VIETNAM_TIME_ZONE, locale),
        })}
      </Typography>
      {transfer.paid_amount > 0 && (
        <Typography sx={{ mt: 1 }}>
          {t('checkout.pay.bank.partial', {
            paid: money(transfer.paid_amount),
            amount: money(transfer.amount),
          })}
        </Typography>
      )}
      <Button variant="outlined" sx={{ mt: 1 }} onClick={onCheck}>
        {t('checkout.pay.bank.refresh')}
      </Button>
      <ProofUpload
        path={`payments/change-payments/${encodeURIComponent(payment.id)}/files`}
        files={transfer.files}
        onUploaded={onCheck}
        onEnded={onCheck}
        heading="h4"
        messages={{
          max_files: t('manage.change.bank.proof.max_files'),
          quota: t('manage.change.bank.proof.quota'),
          not_pending: t('manage.change.bank.proof.not_pending'),
        }}
      />
    </Box>
  );
}
