import '../../account/requests/catalogue';
import './catalogue';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { graphqlRequest } from '../../api/graphql';
import { CreateBookingRequestDocument } from '../../api/generated/corporate';
import {
  CheckoutApprovalVerdictDocument,
  UpdateCorporatePaymentDocument,
} from '../../api/generated/payments';
import { useT } from '../../i18n/context';
import type { CheckoutSession } from './checkoutApi';
import { usePayErrorText } from './payErrors';

/**
 * "Send for approval" in the company-account payment (docs/approvals.md): shown when the
 * session's travel-policy verdict is APPROVAL. It charges the checkout to the company (and cost
 * center) as paying would, then sends it to the traveller's approver and opens
 * /checkout/success-request.
 */
export function SendForApproval(props: {
  session: CheckoutSession;
  corporateId: string;
  costCenterId: string | null;
  /** The company requires a cost center on every trip: the approval could not pay without. */
  costCenterRequired: boolean;
}) {
  const { session, corporateId, costCenterId, costCenterRequired } = props;
  const t = useT();
  const navigate = useNavigate();
  const payErrorText = usePayErrorText();
  const [needed, setNeeded] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!session.cart_token) return;
    graphqlRequest('payments', CheckoutApprovalVerdictDocument, {
      cart_token: session.cart_token,
    })
      .then((data) => setNeeded(data.payment_checkout_session?.policy?.verdict.type === 'APPROVAL'))
      .catch(() => setNeeded(false));
  }, [session.cart_token]);
  if (!needed) return null;

  const send = async () => {
    if (costCenterRequired && !costCenterId) {
      setError(t('checkout.pay.corporate.errors.cost_center_required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await graphqlRequest(
        'payments',
        UpdateCorporatePaymentDocument,
        {
          input: {
            payment_checkout_session_id: session.id,
            corporate_id: corporateId,
            is_corporate: true,
            cost_center_id: costCenterId,
          },
        },
        { report: false },
      );
      const data = await graphqlRequest(
        'corporate',
        CreateBookingRequestDocument,
        { input: { payment_checkout_session_id: session.id, note: note.trim() || null } },
        { report: false },
      );
      navigate(
        `/checkout/success-request?id=${encodeURIComponent(data.create_booking_request.id)}`,
      );
    } catch (e) {
      setBusy(false);
      setError(payErrorText(e));
    }
  };

  return (
    <Alert severity="info" sx={{ mb: 1.5 }}>
      {t('requests.send.needs')}
      <TextField
        id="approval-note"
        label={t('requests.send.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        size="small"
        sx={{ my: 1 }}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Button variant="contained" disabled={busy} onClick={send}>
        {busy ? t('requests.send.working') : t('requests.send.action')}
      </Button>
    </Alert>
  );
}
