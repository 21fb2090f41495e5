import '../policy/catalogue';
import { useT } from '../../i18n/context';
import { FormField } from './FormField';
import type { CheckoutPolicy } from './useCheckoutPolicy';

/**
 * The company's reason for booking outside its travel policy (ALLOW_WITH_REASON): required
 * before the company account pays; `missing` says so at the field.
 */
export function ReasonCodeSelect(props: {
  reasons: CheckoutPolicy['reasons'];
  value: string;
  onChange: (code: string) => void;
  missing?: boolean;
}) {
  const t = useT();
  return (
    <FormField
      id="policy-reason"
      select
      required
      label={t('policy.checkout.reason')}
      value={props.value}
      onChange={props.onChange}
      rule={props.missing ? 'required' : undefined}
      slotProps={{ select: { native: true } }}
      sx={{ maxWidth: 360, mb: 1.5 }}
    >
      <option value="">{t('policy.checkout.reasonNone')}</option>
      {props.reasons.map((r) => (
        <option key={r.code} value={r.code}>
          {r.description}
        </option>
      ))}
    </FormField>
  );
}
