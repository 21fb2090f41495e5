import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CorporateTransferFieldsFragment } from '../../api/generated/corporate';
import { QrImage } from '../../public-site/checkout/qr/QrImage';
import { useFormatMoney } from '../common/formats';

/**
 * A VietQR bank transfer (an invoice's unpaid amount, or a wallet top-up): the QR banking apps
 * scan, and the account, amount and memo in words for those who type them.
 */
export function TransferDetails({ transfer }: { transfer: CorporateTransferFieldsFragment }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.invoices.payByQr.${key}`, options);
  const bank = transfer.banks[0];
  const amount = money(transfer.amount, transfer.currency);
  const rows: [string, string, boolean?][] = bank
    ? [
        ['bank', `${bank.name} (${bank.bank_code})`],
        ['account', bank.account],
        ['beneficiary', bank.beneficiary_name],
        ['amount', amount, true],
        ['memo', transfer.memo],
      ]
    : [];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      {bank?.qr ? (
        <QrImage text={bank.qr} size={200} label={t('qrLabel', { amount, memo: transfer.memo })} />
      ) : null}
      <Box
        component="dl"
        sx={{
          m: 0,
          flex: '1 1 14rem',
          display: 'grid',
          gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
          columnGap: 2,
          rowGap: 0.75,
        }}
      >
        {rows.map(([key, value, numeric]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(key)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{
                m: 0,
                overflowWrap: 'anywhere',
                fontWeight: key === 'memo' ? 700 : undefined,
                ...(numeric ? { fontVariantNumeric: 'tabular-nums' } : {}),
              }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
