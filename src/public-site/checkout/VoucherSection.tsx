import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import { UnapplyVoucherDocument } from '../../api/generated/main';
import { useLocale, useT } from '../../i18n/context';
import { formatMoney } from '../search/format';
import { visuallyHidden } from '../search/ResultStates';
import type { CheckoutSession } from './checkoutApi';
import { GiftVoucherOffers } from './GiftVoucherOffers';
import { applyCode, useVoucherErrorText } from './vouchers';

export interface VoucherSectionProps {
  session: CheckoutSession;
  /** The server re-priced the checkout: show its answer. */
  onChange: (session: CheckoutSession) => void;
  /** Read the checkout again (after a removal, which answers only true or false). */
  onReload: () => void;
}

/**
 * A voucher code (apply, remove) and the gift vouchers the traveller holds. Every price comes
 * back from the server (apply_voucher, apply_gift_voucher, unapply_voucher); the page never
 * computes a discount.
 */
export function VoucherSection({ session, onChange, onReload }: VoucherSectionProps) {
  const t = useT();
  const { locale } = useLocale();
  const errorText = useVoucherErrorText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const open = session.status === 'OPEN';
  const money = (n: number) => formatMoney(n, session.currency, locale);
  const applied = [
    ...session.vouchers.map((v) => ({ code: v.code, amount: v.converted_discount_amount ?? 0 })),
    ...session.gift_vouchers.map((g) => ({ code: g.code, amount: g.price })),
  ];

  const apply = async (e: FormEvent) => {
    e.preventDefault();
    setBusy('apply');
    setError(null);
    setFailure(null);
    try {
      onChange(await applyCode(session, code.trim()));
      setStatus(t('checkout.vouchers.applied'));
      setCode('');
    } catch (err) {
      const text = errorText(err);
      if (text) setError(text);
      else setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (voucher: string) => {
    setBusy(voucher);
    setFailure(null);
    try {
      await graphqlRequest(
        'main',
        UnapplyVoucherDocument,
        { id: session.id, code: voucher },
        { report: false },
      );
      setStatus(t('checkout.vouchers.removed', { code: voucher }));
      onReload();
    } catch (err) {
      setFailure(errorText(err) ?? (err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="voucher-heading"
      sx={{ p: 2, mb: 2 }}
    >
      <Typography id="voucher-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('checkout.vouchers.heading')}
      </Typography>
      {applied.length > 0 && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5, display: 'grid', gap: 1 }}
        >
          {applied.map((v) => (
            <Box
              component="li"
              key={v.code}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              <Chip label={v.code} color="success" variant="outlined" size="small" />
              <Typography sx={{ flex: 1 }}>
                {t('checkout.vouchers.discount', { amount: money(v.amount) })}
              </Typography>
              {open && (
                <Button
                  size="small"
                  onClick={() => remove(v.code)}
                  disabled={busy !== null}
                  aria-label={t('checkout.vouchers.remove', { code: v.code })}
                >
                  {t('checkout.vouchers.removeShort')}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
      {open && (
        <Box
          component="form"
          noValidate
          onSubmit={apply}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <Box sx={{ flex: '1 1 200px' }}>
            <TextField
              id="voucher-code"
              fullWidth
              size="small"
              label={t('checkout.vouchers.code')}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setError(null);
              }}
              error={Boolean(error)}
              helperText={error}
              slotProps={{ htmlInput: { autoCapitalize: 'characters', maxLength: 60 } }}
            />
          </Box>
          <Button type="submit" variant="outlined" disabled={busy !== null}>
            {busy === 'apply' ? t('checkout.vouchers.applying') : t('checkout.vouchers.apply')}
          </Button>
        </Box>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      {open && <GiftVoucherOffers session={session} onChange={onChange} onStatus={setStatus} />}
      <Box role="status" sx={visuallyHidden}>
        {status}
      </Box>
    </Paper>
  );
}
