import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
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
  useCanAccess,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { InvoiceRecord } from '../../dataProviders/corporate/invoices';
import { downloadListedFile } from '../../dataProviders/corporate/corporateFiles';
import { saveBlob } from '../../dataProviders/corporate/financeFiles';
import { useFormatMoney } from '../common/formats';
import { useVietnamDate } from '../bookings/vietnamDate';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { PayByQrButton, PayFromWalletButton } from './InvoicePayments';

const NUM = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

type InvoiceFile = InvoiceRecord['files'][number];

/** Downloads one of the invoice's documents with the session (they are not public links). */
function FileButton({ file, label }: { file: InvoiceFile; label: string }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadListedFile(file.url), file.name);
    } catch {
      notify('console.invoices.detail.downloadFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label={busy ? 'console.invoices.detail.downloading' : label}
      onClick={run}
      disabled={busy}
    >
      <FileDownloadOutlined />
    </Button>
  );
}

/** The invoice's own PDF, in the page's toolbar. */
function DownloadPdf() {
  const invoice = useRecordContext<InvoiceRecord>();
  if (!invoice?.file) return null;
  return <FileButton file={invoice.file} label="console.invoices.detail.downloadPdf" />;
}

function InvoiceDetail() {
  const invoice = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  const money = useFormatMoney();
  const date = useVietnamDate();
  const { canAccess: canPay = false } = useCanAccess({
    resource: 'invoice-reconciliation',
    action: 'create',
  });
  if (!invoice) return null;
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.invoices.${key}`, options);
  const c = invoice.currency;
  const rows: [string, ReactNode, boolean?][] = [
    [
      'effective_for',
      t('list.period', { month: invoice.effective_for.month, year: invoice.effective_for.year }),
    ],
    [
      'reconcilliation_cycle_type',
      invoice.reconcilliation_cycle_type ? t(`cycles.${invoice.reconcilliation_cycle_type}`) : '—',
    ],
    ['inserted_at', date(invoice.inserted_at)],
    ['due_at', invoice.due_at ? date(invoice.due_at) : '—'],
    ['status', <InvoiceStatusChip key="s" status={invoice.status} />],
    ['value', money(invoice.value, c), true],
    ['paid', money(invoice.paid, c), true],
    ['unpaid', money(invoice.unpaid, c), true],
  ];
  const payments = invoice.payments ?? [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Section title={t('detail.summary')}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 0.75,
          }}
        >
          {rows.map(([key, value, numeric]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(`fields.${key}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, ...(numeric ? NUM : {}) }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {canPay && invoice.unpaid > 0 ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <PayByQrButton invoice={invoice} />
            <PayFromWalletButton invoice={invoice} />
          </Box>
        ) : null}
      </Section>
      <Section title={t('detail.payments')}>
        {payments.length === 0 ? (
          <Typography variant="body2">{t('detail.noPayments')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('fields.inserted_at')}</TableCell>
                  <TableCell>{t('fields.payment_method')}</TableCell>
                  <TableCell sx={NUM}>{t('fields.payment_value')}</TableCell>
                  <TableCell sx={NUM}>{t('fields.unpaid')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {payments.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>{date(p.inserted_at)}</TableCell>
                    <TableCell>
                      {p.payment_method ? t(`methods.${p.payment_method}`) : '—'}
                    </TableCell>
                    <TableCell sx={NUM}>{money(p.value, p.currency)}</TableCell>
                    <TableCell sx={NUM}>{money(p.unpaid ?? 0, p.currency)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Section>
      <Section title={t('detail.files')}>
        {invoice.files.length === 0 ? (
          <Typography variant="body2">{t('detail.noFiles')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {invoice.files.map((f, i) => (
              <li key={f.url}>
                <FileButton
                  file={f}
                  label={translate(
                    i === 0
                      ? 'console.invoices.detail.invoiceFile'
                      : 'console.invoices.detail.statementFile',
                    { name: f.name },
                  )}
                />
              </li>
            ))}
          </Box>
        )}
      </Section>
    </Box>
  );
}

/** One invoice at /corporate/invoice-reconciliation/<id>/show (or /corporate/invoice-detail?id=). */
export function InvoiceShow() {
  const translate = useTranslate();
  return (
    <Show
      actions={
        <TopToolbar>
          <ListButton label={translate('console.invoices.detail.back')} />
          <DownloadPdf />
        </TopToolbar>
      }
      title={translate('console.invoices.detail.summary')}
    >
      <InvoiceDetail />
    </Show>
  );
}
