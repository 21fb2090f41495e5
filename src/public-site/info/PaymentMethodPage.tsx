import './catalogue';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useConfig } from '../../app/configContext';
import { useLocale, useT } from '../../i18n/context';
import type { PaymentFee, PaymentMethodInfo } from '../../../common/runtime-config-contract';
import { plainNumber, plainVnd } from '../search/plainFormat';
import { InfoHeader } from './InfoHeader';
import { PrintStyles } from './PrintStyles';
import { Notice } from './Notice';

function useFeeText(): (fee: PaymentFee) => string {
  const t = useT();
  const { locale } = useLocale();
  return (fee) => {
    const percent = plainNumber(fee.percent, locale, 2);
    const amount = plainVnd(fee.fixed, locale);
    if (fee.percent && fee.fixed) return t('publicInfo.payment.feeBoth', { percent, amount });
    if (fee.percent) return t('publicInfo.payment.feePercent', { percent });
    if (fee.fixed) return t('publicInfo.payment.feeFixed', { amount });
    return t('publicInfo.payment.noFee');
  };
}

function MethodCard({ method }: { method: PaymentMethodInfo }) {
  const t = useT();
  const feeText = useFeeText();
  const { refund } = method;
  const facts: Array<[string, string]> = [
    [t('publicInfo.payment.fee'), feeText(method.fee)],
    [
      t('publicInfo.payment.confirmation'),
      method.confirmation === 'INSTANT'
        ? t('publicInfo.payment.instant')
        : t('publicInfo.payment.onCredit', { smart_count: method.hold_minutes ?? 0 }),
    ],
    [
      t('publicInfo.payment.refund'),
      `${t(`publicInfo.payment.refundTo.${refund.to}`)} — ${
        refund.max_business_days <= 1
          ? t('publicInfo.payment.refundSameDay')
          : t('publicInfo.payment.refundDays', {
              min: refund.min_business_days,
              max: refund.max_business_days,
            })
      }`,
    ],
    [t('publicInfo.payment.currencies'), method.currencies.join(', ')],
  ];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`method-${method.code}`}
      data-method={method.code}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={`method-${method.code}`} component="h2" variant="h5">
          {t(`publicInfo.payment.methods.${method.code}.name`)}
        </Typography>
        {method.audience === 'CORPORATE' && (
          <Chip size="small" label={t('publicInfo.payment.corporateOnly')} />
        )}
      </Box>
      <Typography sx={{ mt: 1 }}>{t(`publicInfo.payment.methods.${method.code}.body`)}</Typography>
      <Box
        component="dl"
        sx={{ mt: 2, mb: 0, display: 'grid', gap: 1, gridTemplateColumns: { sm: '12rem 1fr' } }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * /payment-method: exactly the rails the server takes, from /config.json's `payments.methods`
 * (the catalogue checkout reads too), with each one's fee, confirmation time and refund path.
 */
export function PaymentMethodPage() {
  const t = useT();
  const methods = useConfig().payments?.methods ?? [];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PrintStyles />
      <InfoHeader page="paymentMethod" lead={t('publicInfo.payment.lead')} />
      {methods.length === 0 ? (
        <Notice severity="info" sx={{ mt: 3 }}>
          {t('publicInfo.payment.none')}
        </Notice>
      ) : (
        <Box sx={{ mt: 3, display: 'grid', gap: 2 }}>
          {methods.map((method) => (
            <MethodCard key={method.code} method={method} />
          ))}
        </Box>
      )}
      <Notice severity="info" sx={{ mt: 3 }}>
        {t('publicInfo.payment.security')}
      </Notice>
    </Container>
  );
}
