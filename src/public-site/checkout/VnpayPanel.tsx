import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import { CreateVnpayPaymentDocument, type VnpayPaymentType } from '../../api/generated/payments';
import { useT } from '../../i18n/context';
import { resultPath, type CheckoutKind, type CheckoutSession } from './checkoutApi';
import { FormField } from './FormField';
import { isExpired, usePayErrorText } from './payErrors';
import { RegisterPayAction } from './payAction';

const TYPES: VnpayPaymentType[] = ['VNBANK', 'VNPAYQR', 'INTCARD'];

/** VNPay: a signed pay link, then the gateway's page, which returns to the result page. */
export function VnpayPanel(props: {
  session: CheckoutSession;
  kind: CheckoutKind;
  onStale: () => void;
}) {
  const { session, kind, onStale } = props;
  const t = useT();
  const errorText = usePayErrorText();
  const [type, setType] = useState<VnpayPaymentType>('VNBANK');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      const data = await graphqlRequest(
        'payments',
        CreateVnpayPaymentDocument,
        { id: session.id, type, redirect_url: resultPath(kind, session.cart_token!) },
        { report: false },
      );
      window.location.assign(data.create_vnpay_payment.pay_link);
    } catch (e) {
      setBusy(false);
      setError(errorText(e));
      if (isExpired(e)) onStale();
    }
  };

  return (
    <>
      <FormField
        id="vnpay-type"
        select
        label={t('checkout.pay.vnpay.type')}
        value={type}
        onChange={(v) => setType(v as VnpayPaymentType)}
        slotProps={{ select: { native: true } }}
        sx={{ maxWidth: 360, mb: 1.5 }}
      >
        {TYPES.map((code) => (
          <option key={code} value={code}>
            {t(`checkout.pay.vnpay.types.${code}`)}
          </option>
        ))}
      </FormField>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('checkout.pay.vnpay.note')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          {error}
        </Alert>
      )}
      <RegisterPayAction
        label={t('checkout.pay.vnpay.action')}
        disabled={false}
        busy={busy}
        run={go}
      />
      <Button variant="contained" disabled={busy} onClick={go}>
        {busy ? t('checkout.pay.working') : t('checkout.pay.vnpay.action')}
      </Button>
    </>
  );
}
