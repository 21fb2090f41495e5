import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { BeginCorporateTopUpMutation } from '../../api/generated/corporate';
import { useFormatMoney } from '../common/formats';
import { useVietnamDate } from '../bookings/vietnamDate';
import { TransferDetails } from '../invoices/TransferDetails';

type TopUp = BeginCorporateTopUpMutation['begin_corporate_top_up'];
const RESOURCE = 'wallet-top-up';
const MIN = 10_000;
const MAX = 10_000_000_000;

/**
 * The wallet's top-up by bank transfer: an amount gives a VietQR transfer with the top-up's own
 * memo; the wallet is credited when the bank's signed notification arrives (docs/finance.md
 * "Wallet top-up"). Owner and accounting start one; everyone who sees the wallet sees the
 * recent ones and whether they were credited.
 */
export function TopUpPanel({ onCredited }: { onCredited?: () => void }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const date = useVietnamDate();
  const dataProvider = useDataProvider();
  const { canAccess: canTopUp = false } = useCanAccess({ resource: 'wallet', action: 'create' });
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [current, setCurrent] = useState<TopUp | null>(null);
  const [recent, setRecent] = useState<TopUp[]>([]);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.invoices.topUp.${key}`, options);
  const value = Number(amount);
  const valid = amount !== '' && Number.isInteger(value) && value >= MIN && value <= MAX;

  const load = async () => {
    try {
      const { data } = (await dataProvider.getTopUps(RESOURCE, {})) as { data: TopUp[] };
      setRecent(data);
      const shown = current && data.find((d) => d.id === current.id);
      if (shown) {
        if (shown.status === 'CREDITED' && current?.status !== 'CREDITED') onCredited?.();
        setCurrent(shown);
      }
    } catch {
      // The recent list is a convenience: the wallet's movements show every credit.
    }
  };
  useEffect(() => {
    void load();
    // Once, on opening the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    setBusy(true);
    setFailed(false);
    try {
      const { data } = (await dataProvider.beginTopUp(RESOURCE, { amount: value })) as {
        data: TopUp;
      };
      setCurrent(data);
      setRecent((r) => [data, ...r.filter((x) => x.id !== data.id)].slice(0, 5));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-label={t('title')} variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {t('title')}
        </Typography>
        {canTopUp ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('hint')}
            </Typography>
            <Box
              component="form"
              onSubmit={start}
              noValidate
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
            >
              <TextField
                label={t('amount')}
                value={amount}
                onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))}
                onBlur={() => setTouched(true)}
                inputMode="numeric"
                size="small"
                error={touched && !valid}
                helperText={touched && !valid ? t('invalid') : ' '}
                sx={{ flex: '1 1 12rem', maxWidth: 320 }}
                slotProps={{ htmlInput: { style: { textAlign: 'right' } } }}
              />
              <Button type="submit" variant="contained" disabled={busy}>
                {t('start')}
              </Button>
            </Box>
            {failed ? <Alert severity="error">{t('failed')}</Alert> : null}
            {current ? (
              <Box sx={{ mt: 2 }}>
                {current.status === 'CREDITED' ? (
                  <Alert severity="success">
                    {t('credited', { amount: money(current.credited, current.currency) })}
                  </Alert>
                ) : (
                  <>
                    <TransferDetails transfer={current.transfer} />
                    <Button onClick={load} sx={{ mt: 1 }}>
                      {t('refresh')}
                    </Button>
                  </>
                )}
              </Box>
            ) : null}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('ownerOnly')}
          </Typography>
        )}
        {recent.length > 0 ? (
          <Box sx={{ mt: 2 }}>
            <Typography component="h3" variant="subtitle2" gutterBottom>
              {t('recent')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {recent.map((r) => (
                <li key={r.id}>
                  <Typography variant="body2">
                    {date(r.inserted_at)} · {money(r.amount, r.currency)} · {r.transfer.memo} ·{' '}
                    {t(`statuses.${r.status}`)}
                  </Typography>
                </li>
              ))}
            </Box>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
