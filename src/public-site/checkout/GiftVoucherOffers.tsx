import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { vietnamDate } from '../../../common/calendar';
import { graphqlRequest } from '../../api/graphql';
import { ApplyGiftVoucherDocument, HeldGiftVouchersDocument } from '../../api/generated/payments';
import { useLocale, useT } from '../../i18n/context';
import { formatCalendarDate, formatMoney } from '../search/format';
import { useGraphqlQuery } from '../search/useGraphqlQuery';
import type { CheckoutSession } from './checkoutApi';
import { useVoucherErrorText } from './vouchers';

/**
 * The gift vouchers the traveller holds that this checkout can take (user_gift_vouchers),
 * each with a "Use" button (apply_gift_voucher). Nothing shown while loading or when none.
 */
export function GiftVoucherOffers(props: {
  session: CheckoutSession;
  onChange: (session: CheckoutSession) => void;
  onStatus: (text: string) => void;
}) {
  const { session, onChange, onStatus } = props;
  const t = useT();
  const { locale } = useLocale();
  const errorText = useVoucherErrorText();
  const variables = useMemo(() => ({ id: session.id }), [session.id]);
  const held = useGraphqlQuery('payments', HeldGiftVouchersDocument, variables);
  // The list follows what is applied: read it again after each apply or removal.
  const applied = session.gift_vouchers.map((g) => g.code).join(',');
  const { retry } = held;
  const first = useRef(applied);
  useEffect(() => {
    if (first.current !== applied) {
      first.current = applied;
      retry();
    }
  }, [applied, retry]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (held.status === 'error') {
    return (
      <Alert severity="warning" role="status" sx={{ mt: 1.5 }}>
        {t('checkout.vouchers.giftsError')}
      </Alert>
    );
  }
  const gifts = held.data?.user_gift_vouchers ?? [];
  if (!gifts.length) return null;

  const use = async (code: string) => {
    setBusy(code);
    setError(null);
    try {
      const data = await graphqlRequest(
        'payments',
        ApplyGiftVoucherDocument,
        { id: session.id, code },
        { report: false },
      );
      onChange(data.apply_gift_voucher);
      onStatus(t('checkout.vouchers.applied'));
    } catch (err) {
      setError(errorText(err) ?? (err instanceof Error ? err.message : String(err)));
      held.retry();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('checkout.vouchers.gifts')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('checkout.vouchers.giftWhole')}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {gifts.map((g) => (
          <Box
            component="li"
            key={g.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography>
                {t('checkout.vouchers.giftLine', {
                  code: g.code,
                  amount: formatMoney(g.price, g.currency, locale),
                })}
              </Typography>
              {g.expired_at && (
                <Typography variant="body2" color="text.secondary">
                  {t('checkout.vouchers.giftExpires', {
                    date: formatCalendarDate(vietnamDate(new Date(g.expired_at)), locale, {
                      year: true,
                    }),
                  })}
                </Typography>
              )}
            </Box>
            <Button
              size="small"
              variant="outlined"
              disabled={busy !== null}
              onClick={() => use(g.code)}
              aria-label={t('checkout.vouchers.useGift', { code: g.code })}
            >
              {t('checkout.vouchers.useShort')}
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
