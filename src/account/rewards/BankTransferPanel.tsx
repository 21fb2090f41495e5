import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useT } from '../../i18n/context';
import { QrImage } from '../../public-site/checkout/qr/QrImage';
import { plainVnd } from '../../public-site/search/plainFormat';
import { CopyCode } from './CopyCode';
import type { BankTransfer } from './rewardsApi';
import { TopUpResult } from './TopUpResult';

/**
 * Bank-transfer instructions of a top-up: the VietQR image banking apps scan (the checkout's own
 * encoder) beside the bank, account, holder, amount and memo spelled out with copy buttons;
 * below, the top-up's state, which
 * re-reads itself until the signed bank notification has credited the wallet.
 */
export function BankTransferPanel({
  sessionId,
  transfer,
  onAgain,
}: {
  sessionId: string;
  transfer: BankTransfer;
  onAgain: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const bank = transfer.banks[0];
  const rows: [string, string, boolean][] = [
    [t('rewards.topUp.bankName'), bank ? `${bank.name} (${bank.bank_code})` : '', false],
    [t('rewards.topUp.account'), bank?.account ?? '', true],
    [t('rewards.topUp.beneficiary'), bank?.beneficiary_name ?? '', false],
    [t('rewards.topUp.transferAmount'), plainVnd(transfer.amount, locale), false],
    [t('rewards.topUp.memo'), transfer.memo, true],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('rewards.topUp.bankTitle', { amount: plainVnd(transfer.amount, locale) })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('rewards.topUp.bankIntro')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {bank?.qr && (
            <QrImage
              text={bank.qr}
              label={t('rewards.topUp.qr', {
                amount: plainVnd(transfer.amount, locale),
                bank: bank.name,
              })}
            />
          )}
          <Box
            component="dl"
            sx={{ display: 'grid', gap: 1, m: 0, flex: '1 1 260px', minWidth: 0 }}
          >
            {rows.map(([label, value, copy]) => (
              <Box key={label} sx={{ display: 'grid', gridTemplateColumns: { sm: '12rem 1fr' } }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Box component="dd" sx={{ m: 0 }}>
                  {copy ? (
                    <CopyCode code={value} />
                  ) : (
                    <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
                  )}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </Paper>
      <TopUpResult sessionId={sessionId} cancelled={false} onAgain={onAgain} pendingWithoutOrder />
      <Box>
        <Button onClick={onAgain}>{t('rewards.topUp.startOver')}</Button>
      </Box>
    </Box>
  );
}
