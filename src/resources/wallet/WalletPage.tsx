import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useGetOne, usePermissions, useTranslate } from 'react-admin';
import type { CorporateWalletQuery } from '../../api/generated/corporate';
import type { Actor } from '../../../common/permissions/corporate';
import { ConsoleTitle } from '../../corporate/ConsoleTitle';
import { useFormatMoney } from '../common/formats';
import { useVietnamDate } from '../bookings/vietnamDate';
import { TopUpPanel } from './TopUpPanel';

type Wallet = CorporateWalletQuery['corporate_wallet'] & {
  id: string;
  entries: CorporateWalletQuery['corporate_wallet_entries'];
};
type Entry = Wallet['entries'][number];

const NUM = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

function Figure(props: { label: string; value: string; detail?: ReactNode; used?: number }) {
  return (
    <Card component="section" aria-label={props.label} variant="outlined">
      <CardContent>
        <Typography component="h2" variant="subtitle2" color="text.secondary">
          {props.label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {props.value}
        </Typography>
        {props.used !== undefined ? (
          <LinearProgress
            variant="determinate"
            value={Math.min(100, Math.max(0, props.used))}
            color={props.used >= 100 ? 'error' : props.used >= 80 ? 'warning' : 'primary'}
            aria-label={props.label}
            sx={{ my: 1 }}
          />
        ) : null}
        {props.detail ? (
          <Typography variant="body2" color="text.secondary">
            {props.detail}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The movements, newest first, with older ones on demand (keyset on the entry id). */
function Entries({ first }: { first: Entry[] }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const date = useVietnamDate();
  const dataProvider = useDataProvider();
  const [more, setMore] = useState<Entry[]>([]);
  const [done, setDone] = useState(first.length < 25);
  const [busy, setBusy] = useState(false);
  const rows = [...first, ...more];
  const t = (key: string) => translate(`console.finance.wallet.${key}`);
  const older = async () => {
    setBusy(true);
    try {
      const { data } = (await dataProvider.getWalletEntries('wallet', {
        last_id: rows[rows.length - 1].id,
      })) as { data: Entry[] };
      setMore((m) => [...m, ...data]);
      if (data.length < 25) setDone(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card component="section" aria-label={t('entries')} variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {t('entries')}
        </Typography>
        {rows.length === 0 ? (
          <Typography variant="body2">{t('noEntries')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.inserted_at')}</TableCell>
                  <TableCell>{t('columns.kind')}</TableCell>
                  <TableCell sx={NUM}>{t('columns.amount')}</TableCell>
                  <TableCell sx={NUM}>{t('columns.balance_after')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell>{date(e.inserted_at)}</TableCell>
                    <TableCell>{t(`kinds.${e.kind}`)}</TableCell>
                    <TableCell sx={NUM}>{money(e.amount, e.currency)}</TableCell>
                    <TableCell sx={NUM}>{money(e.balance_after, e.currency)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {done || rows.length === 0 ? null : (
          <Button onClick={older} disabled={busy} sx={{ mt: 1 }}>
            {t('older')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /corporate/wallet: the company's account on the ledger — balance, debt against the credit
 * line, this month's charges against the monthly limit — and its movements (corporate_wallet,
 * corporate_wallet_entries). Owner, admins and accounting.
 */
export function WalletPage() {
  const translate = useTranslate();
  const money = useFormatMoney();
  const { permissions: actor } = usePermissions<Actor>();
  const id = actor?.corporateId ?? '';
  const { data, isPending, error, refetch } = useGetOne<Wallet>(
    'wallet',
    { id },
    { enabled: Boolean(id) },
  );
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.finance.wallet.${key}`, options);
  let body;
  if (error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  } else if (isPending || !data) {
    body = <Skeleton variant="rounded" height={240} />;
  } else {
    const c = data.currency;
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('intro')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <Figure
            label={t('balance')}
            value={money(data.balance, c)}
            detail={`${t('available')}: ${money(data.available, c)}`}
          />
          <Figure
            label={t('debt')}
            value={money(data.debt, c)}
            used={data.max_debt > 0 ? (data.debt / data.max_debt) * 100 : undefined}
            detail={
              data.max_debt > 0
                ? t('debtOf', { debt: money(data.debt, c), limit: money(data.max_debt, c) })
                : t('noCredit')
            }
          />
          <Figure
            label={t('month')}
            value={money(data.month_spent, c)}
            used={data.monthly_limit ? (data.month_spent / data.monthly_limit) * 100 : undefined}
            detail={
              data.monthly_limit != null
                ? `${t('monthOf', { spent: money(data.month_spent, c), limit: money(data.monthly_limit, c) })} · ${t('monthLeft', { amount: money(data.month_left ?? 0, c) })}`
                : t('noMonthlyLimit')
            }
          />
        </Box>
        <TopUpPanel onCredited={() => refetch()} />
        <Entries first={data.entries} />
      </>
    );
  }
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <ConsoleTitle title={t('title')} />
      {body}
    </Box>
  );
}
