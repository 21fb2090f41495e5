import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useState, type ReactNode } from 'react';
import {
  Button,
  ListButton,
  Show,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { StatementLine, StatementRecord } from '../../dataProviders/corporate/statements';
import { useFormatMoney } from '../common/formats';
import { useVietnamDate } from '../bookings/vietnamDate';
import { personName } from '../bookings/bookingText';
import { monthText, periodText } from './statementText';

const NUM = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

type Section = NonNullable<StatementRecord['flight']>;

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label–amount pairs, amounts right-aligned; the last one stands out. */
function Figures({ rows, strongLast }: { rows: [string, string][]; strongLast?: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mt: 1,
        ml: 'auto',
        maxWidth: 480,
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        columnGap: 3,
        rowGap: 0.5,
      }}
    >
      {rows.map(([key, value], i) => {
        const strong = strongLast && i === rows.length - 1;
        return (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              variant="body2"
              color={strong ? 'text.primary' : 'text.secondary'}
              sx={strong ? { fontWeight: 700 } : undefined}
            >
              {translate(`console.statements.figures.${key}`)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, ...NUM, ...(strong ? { fontWeight: 700 } : {}) }}
            >
              {value}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** The lines of a section or the adjustments, amounts right-aligned, totals in the footer. */
function Lines({
  lines,
  currency,
  adjustments,
  footer,
}: {
  lines: StatementLine[];
  currency: string;
  adjustments?: boolean;
  footer?: { net: number; rebate: number; cashback: number; vat: number; total: number };
}) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const date = useVietnamDate();
  const c = (key: string) => translate(`console.statements.columns.${key}`);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{c('booked_at')}</TableCell>
            <TableCell>{c('code')}</TableCell>
            <TableCell>{adjustments ? c('reason') : c('traveller')}</TableCell>
            <TableCell sx={NUM}>{c('net_price')}</TableCell>
            <TableCell sx={NUM}>{c('rebate')}</TableCell>
            <TableCell sx={NUM}>{c('cashback')}</TableCell>
            <TableCell sx={NUM}>{c('vat')}</TableCell>
            <TableCell sx={NUM}>{c('total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(l.booked_at)}</TableCell>
              <TableCell>{l.booking_history?.code ?? '—'}</TableCell>
              <TableCell>
                {adjustments
                  ? translate(`console.statements.reasons.${l.reason ?? 'REFUNDED'}`)
                  : personName(l.booking_history?.user ?? null)}
              </TableCell>
              <TableCell sx={NUM}>{money(l.net_price, currency)}</TableCell>
              <TableCell sx={NUM}>{money(l.rebate_amount, currency)}</TableCell>
              <TableCell sx={NUM}>{money(l.cashback_amount, currency)}</TableCell>
              <TableCell sx={NUM}>{money(l.vat_amount, currency)}</TableCell>
              <TableCell sx={NUM}>{money(l.total_price, currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        {footer ? (
          <TableFooter>
            <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary' } }}>
              <TableCell colSpan={3}>{translate('console.statements.totals')}</TableCell>
              <TableCell sx={NUM}>{money(footer.net, currency)}</TableCell>
              <TableCell sx={NUM}>{money(footer.rebate, currency)}</TableCell>
              <TableCell sx={NUM}>{money(footer.cashback, currency)}</TableCell>
              <TableCell sx={NUM}>{money(footer.vat, currency)}</TableCell>
              <TableCell sx={NUM}>{money(footer.total, currency)}</TableCell>
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </Box>
  );
}

function SectionPart({
  kind,
  section,
  currency,
}: {
  kind: 'flight' | 'property';
  section: (Section & { lines: StatementLine[] }) | null | undefined;
  currency: string;
}) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const title = translate(`console.statements.${kind}`);
  if (!section || section.booking_count === 0) {
    return (
      <Part title={title}>
        <Typography variant="body2">{translate('console.statements.noBookings')}</Typography>
      </Part>
    );
  }
  const pct = (rate: number | null | undefined) => (rate == null ? '' : ` (${rate}%)`);
  return (
    <Part title={title}>
      <Lines
        lines={section.lines ?? []}
        currency={currency}
        footer={{
          net: section.subtotal_net_price ?? 0,
          rebate: section.rebate_amount ?? 0,
          cashback: section.cashback?.amount ?? 0,
          vat: section.vat_amount,
          total: section.total_price ?? 0,
        }}
      />
      <Figures
        rows={[
          ['booking_count', String(section.booking_count)],
          ['subtotal_net_price', money(section.subtotal_net_price ?? 0, currency)],
          [
            'rebate_amount',
            `−${money(section.rebate_amount ?? 0, currency)}${pct(section.rebate_rate)}`,
          ],
          [
            'cashback_amount',
            `−${money(section.cashback?.amount ?? 0, currency)}${pct(section.cashback?.rate)}`,
          ],
          ['voucher_discount', money(section.voucher?.discount_amount ?? 0, currency)],
          ['total_net_price', money(section.total_net_price ?? 0, currency)],
          ['vat_amount', money(section.vat_amount, currency)],
          ['total_price', money(section.total_price ?? 0, currency)],
        ]}
        strongLast
      />
    </Part>
  );
}

function StatementBody() {
  const s = useRecordContext<StatementRecord>();
  const translate = useTranslate();
  const money = useFormatMoney();
  const date = useVietnamDate();
  if (!s) return null;
  const currency = s.currency;
  // Opened from the list, the list's row stands in until the statement is read: it has no
  // lines and no adjustments yet.
  const adjustments = s.adjustments ?? [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Part title={translate('console.statements.summary')}>
        <Typography component="p" variant="h5" sx={{ mb: 0.5 }}>
          {monthText(s, translate)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {periodText(s, translate, date)} ·{' '}
          {translate(`console.statements.cycles.${s.reconcilliation_cycle_type ?? 'MONTHLY'}`)} ·{' '}
          {translate(`console.statements.statuses.${s.status}`)} ·{' '}
          {translate('resources.payment-statement.fields.issued_at')} {date(s.issued_at)}
        </Typography>
      </Part>
      <SectionPart kind="flight" section={s.flight} currency={currency} />
      <SectionPart kind="property" section={s.property} currency={currency} />
      <Part title={translate('console.statements.adjustments')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('console.statements.adjustmentsHint')}
        </Typography>
        {adjustments.length === 0 ? (
          <Typography variant="body2">{translate('console.statements.noAdjustments')}</Typography>
        ) : (
          <Lines lines={adjustments} currency={currency} adjustments />
        )}
      </Part>
      <Part title={translate('console.statements.totals')}>
        <Figures
          rows={[
            ['adjustment_amount', money(s.adjustment_amount, currency)],
            ['early_cashback', `−${money(s.cashback_or_penalty?.cashback ?? 0, currency)}`],
            ['penalty', money(s.cashback_or_penalty?.penalty ?? 0, currency)],
            ['total_net_price', money(s.total_net_price ?? 0, currency)],
            [
              'vat_amount',
              `${money(s.vat_amount ?? 0, currency)}${s.vat_rate != null ? ` (${s.vat_rate}%)` : ''}`,
            ],
            ['grand_total', money(s.total_price, currency)],
          ]}
          strongLast
        />
      </Part>
    </Box>
  );
}

/** The statement as an XLSX or PDF file, written on the server. */
function DownloadFile({ format }: { format: 'xlsx' | 'pdf' }) {
  const s = useRecordContext<StatementRecord>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!s) return null;
  const run = async () => {
    setBusy(true);
    try {
      const { data } = (await dataProvider.downloadFile('payment-statement', {
        id: s.id,
        format,
      })) as { data: Blob };
      const url = URL.createObjectURL(data);
      const link = document.createElement('a');
      link.href = url;
      link.download = `statement-${s.period_start}.${format}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      notify('console.statements.downloadFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label={
        busy
          ? 'console.statements.downloading'
          : format === 'pdf'
            ? 'console.statements.downloadPdf'
            : 'console.statements.downloadXlsx'
      }
      onClick={run}
      disabled={busy}
    >
      <FileDownloadOutlined />
    </Button>
  );
}

/**
 * One reconciliation statement (/corporate/payment-statement/detail?id=): the flight and hotel
 * sections with each booking's rebate and cash back, the adjustments of earlier statements,
 * and the totals: the server's figures, never summed here.
 */
export function StatementShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ListButton label="console.statements.back" />
          <DownloadFile format="pdf" />
          <DownloadFile format="xlsx" />
        </TopToolbar>
      }
    >
      <StatementBody />
    </Show>
  );
}
