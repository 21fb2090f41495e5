import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import {
  PayWithCorporateDocument,
  UpdateCorporatePaymentDocument,
  type CorporatePaymentOptionsQuery,
} from '../../api/generated/payments';
import { useLocale, useT } from '../../i18n/context';
import { formatMoney } from '../search/format';
import { errorCodeOf, fieldErrorsOf, resultPath } from './checkoutApi';
import type { CheckoutKind, CheckoutSession } from './checkoutApi';
import { FormField } from './FormField';
import { isExpired, usePayErrorText } from './payErrors';
import { ReasonCodeSelect } from './ReasonCodeSelect';
import { SendForApproval } from './SendForApproval';
import type { CheckoutPolicy } from './useCheckoutPolicy';
import { RegisterPayAction } from './payAction';

/** The travel policy's refusals (server/domain/checkout/policy-gate.ts), said in words. */
const POLICY_CODES = [
  'POLICY_BLOCKED',
  'POLICY_APPROVAL_REQUIRED',
  'POLICY_REASON_REQUIRED',
] as const;

export type CorporateOption = CorporatePaymentOptionsQuery['corporate_payment_options'][number];

const LIMIT_RULES = [
  'credit',
  'corporate_monthly_limit',
  'monthly_limit',
  'cost_center_required',
  'not_assigned',
  'cost_center_budget',
  'corporate_not_approved',
  'not_corporate',
] as const;
type LimitRule = (typeof LIMIT_RULES)[number];
const AT_COST_CENTER = new Set(['cost_center_required', 'not_assigned', 'cost_center_budget']);

/**
 * Pay with the company account: the corporate (when the traveller has several), a cost
 * center (required when the company enforces it), then update_corporate_payment and
 * pay_with_corporate. A limit's refusal is said in words; at the cost center when it is its.
 */
export function CorporatePanel(props: {
  session: CheckoutSession;
  kind: CheckoutKind;
  onStale: () => void;
  options: CorporateOption[];
  /** The travel policy's verdict on the cart (PolicyVerdict shows it); null: no policy. */
  policy?: CheckoutPolicy | null;
}) {
  const { session, kind, onStale, options, policy = null } = props;
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const payErrorText = usePayErrorText();
  const initial = options.find((o) => o.selected) ?? options[0];
  const [corporateId, setCorporateId] = useState(initial.corporate_id);
  const corporate = options.find((o) => o.corporate_id === corporateId) ?? initial;
  const [costCenter, setCostCenter] = useState(initial.selected_cost_center_id ?? '');
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState(policy?.reason_code ?? '');
  const [reasonMissing, setReasonMissing] = useState(false);
  const verdict = policy?.verdict.type ?? 'IN_POLICY';
  // Blocked, or waiting for an approval: the company account does not pay (PolicyVerdict says why).
  const policyStops = verdict === 'BLOCK' || verdict === 'APPROVAL';
  const needsReason = verdict === 'ALLOW_WITH_REASON';
  const costCenterRef = useRef<HTMLSelectElement | null>(null);
  const [error, setError] = useState<{ text: string; atField: boolean } | null>(null);
  const company = corporate.name;
  // A refusal that is the cost center's: focus it, so its message is read with it.
  useEffect(() => {
    if (error?.atField) costCenterRef.current?.focus();
  }, [error]);
  const noCenters = corporate.enforce_cost_center && corporate.cost_centers.length === 0;

  const pay = async () => {
    if (needsReason && !reason) {
      setReasonMissing(true);
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
            corporate_id: corporate.corporate_id,
            is_corporate: true,
            cost_center_id: costCenter || null,
            ...(needsReason ? { reason_code: reason } : {}),
          },
        },
        { report: false },
      );
      const paid = await graphqlRequest(
        'payments',
        PayWithCorporateDocument,
        { id: session.id },
        { report: false },
      );
      // A split: the company paid its part; the traveller pays the rest by another method.
      if (paid.pay_with_corporate.status === 'PENDING') {
        setBusy(false);
        onStale();
        return;
      }
      navigate(resultPath(kind, session.cart_token!));
    } catch (e) {
      setBusy(false);
      const rule = fieldErrorsOf(e)[0]?.rule;
      const code = errorCodeOf(e);
      const policyCode = (POLICY_CODES as readonly (string | null)[]).includes(code)
        ? (code as (typeof POLICY_CODES)[number])
        : null;
      if (policyCode) {
        setError({ text: t(`policy.checkout.errors.${policyCode}`), atField: false });
        setReasonMissing(policyCode === 'POLICY_REASON_REQUIRED');
        onStale();
      } else if (rule && (LIMIT_RULES as readonly string[]).includes(rule)) {
        const text = t(`checkout.pay.corporate.errors.${rule as LimitRule}`);
        setError({ text, atField: AT_COST_CENTER.has(rule) && !noCenters });
      } else if (errorCodeOf(e) === 'FORBIDDEN') {
        setError({ text: t('checkout.pay.corporate.errors.forbidden'), atField: false });
      } else {
        setError({ text: payErrorText(e), atField: false });
        if (isExpired(e)) onStale();
      }
    }
  };

  return (
    <>
      {options.length > 1 && (
        <FormField
          id="corporate-company"
          select
          label={t('checkout.pay.corporate.company')}
          value={corporateId}
          onChange={(v) => {
            setCorporateId(v);
            setCostCenter('');
            setError(null);
          }}
          slotProps={{ select: { native: true } }}
          sx={{ maxWidth: 360, mb: 1.5 }}
        >
          {options.map((o) => (
            <option key={o.corporate_id} value={o.corporate_id}>
              {o.name}
            </option>
          ))}
        </FormField>
      )}
      {noCenters ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('checkout.pay.corporate.noCostCenter', { company })}
        </Alert>
      ) : (
        (corporate.enforce_cost_center || corporate.cost_centers.length > 0) && (
          <TextField
            id="corporate-cost-center"
            select
            fullWidth
            size="small"
            required={corporate.enforce_cost_center}
            label={t('checkout.pay.corporate.costCenter')}
            value={costCenter}
            onChange={(e) => {
              setCostCenter(e.target.value);
              setError(null);
            }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            inputRef={costCenterRef}
            sx={{ maxWidth: 360, mb: 1.5 }}
            error={Boolean(error?.atField)}
            helperText={
              error?.atField
                ? error.text
                : corporate.enforce_cost_center
                  ? t('checkout.pay.corporate.costCenterRequired', { company })
                  : undefined
            }
          >
            <option value="">{t('checkout.pay.corporate.costCenterNone')}</option>
            {corporate.cost_centers.map((c) => (
              <option key={c.id} value={c.id}>
                {c.code ? `${c.name} (${c.code})` : c.name}
              </option>
            ))}
          </TextField>
        )
      )}
      {needsReason && policy && (
        <ReasonCodeSelect
          reasons={policy.reasons}
          value={reason}
          missing={reasonMissing}
          onChange={(code) => {
            setReason(code);
            setReasonMissing(false);
          }}
        />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('checkout.pay.corporate.note', { company })} {t('checkout.pay.split.maybe')}
      </Typography>
      <SendForApproval
        session={session}
        corporateId={corporate.corporate_id}
        costCenterId={costCenter || null}
        costCenterRequired={corporate.enforce_cost_center}
      />
      {error && !error.atField && (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          {error.text}
        </Alert>
      )}
      <RegisterPayAction
        label={t('checkout.pay.corporate.action', {
          amount: formatMoney(session.price, session.currency, locale),
        })}
        disabled={noCenters || policyStops}
        busy={busy}
        run={pay}
      />
      <Button variant="contained" disabled={busy || noCenters || policyStops} onClick={pay}>
        {busy
          ? t('checkout.pay.working')
          : t('checkout.pay.corporate.action', {
              amount: formatMoney(session.price, session.currency, locale),
            })}
      </Button>
    </>
  );
}
