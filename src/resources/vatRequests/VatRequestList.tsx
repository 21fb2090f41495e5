import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MuiButton from '@mui/material/Button';
import { useEffect } from 'react';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import type { VatRequestRecord } from '../../dataProviders/corporate/vatRequests';
import { useFormatMoney } from '../common/formats';
import { ResponsiveListBody } from '../common/ResponsiveList';
import { useVietnamDate } from '../bookings/vietnamDate';
import { useDownloadInvoice } from './downloadInvoice';
import { JournalExportButton } from './JournalExportButton';

const STATUSES = ['PENDING', 'ISSUED', 'REJECTED'] as const;
const RIGHT = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;
const COLORS = { PENDING: 'warning', ISSUED: 'success', REJECTED: 'error' } as const;

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={STATUSES.map((id) => ({ id, name: translate(`console.vat.statuses.${id}`) }))}
    />,
  ];
}

/** While a request waits for the provider, the list asks again every few seconds. */
function RefreshWhilePending() {
  const { data, refetch } = useListContext<VatRequestRecord>();
  const pending = (data ?? []).some((r) => r.status === 'PENDING');
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void refetch(), 5000);
    return () => clearInterval(timer);
  }, [pending, refetch]);
  const translate = useTranslate();
  return pending ? (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }} role="status">
      {translate('console.vat.list.pendingNote')}
    </Typography>
  ) : null;
}

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 560, mx: 'auto' }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate('console.vat.list.empty')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('console.vat.list.emptyHint')}
      </Typography>
      <JournalExportButton />
    </Box>
  );
}

function StatusChip({ record }: { record: VatRequestRecord }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[record.status]}
      variant="outlined"
      label={translate(`console.vat.statuses.${record.status}`)}
    />
  );
}

function Files({ record }: { record: VatRequestRecord }) {
  const translate = useTranslate();
  const { download, busy } = useDownloadInvoice();
  if (record.status === 'REJECTED') {
    return <Typography variant="body2">{record.rejection_reason}</Typography>;
  }
  const key = record.invoice_key;
  if (record.status !== 'ISSUED' || !key) return <>—</>;
  const label = `${record.invoice_series ?? ''} ${record.invoice_number ?? ''}`.trim();
  return (
    <Stack direction="row" spacing={1}>
      <MuiButton
        size="small"
        disabled={busy !== null}
        onClick={(e) => {
          e.stopPropagation();
          void download(key, 'PDF');
        }}
        aria-label={`${translate('console.vat.download.pdf')} ${label}`}
      >
        {translate('console.vat.download.pdf')}
      </MuiButton>
      <MuiButton
        size="small"
        disabled={busy !== null}
        onClick={(e) => {
          e.stopPropagation();
          void download(key, 'XML');
        }}
        aria-label={`${translate('console.vat.download.xml')} ${label}`}
      >
        {translate('console.vat.download.xml')}
      </MuiButton>
    </Stack>
  );
}

const subject = (r: VatRequestRecord) => {
  const b = r.booking_history;
  if (!b) return '—';
  const hotel = b.room_stayings?.[0]?.property?.name;
  return [b.code, hotel].filter(Boolean).join(' · ') || b.id;
};

/**
 * VAT e-invoice requests at /corporate/vat-requests: newest first, by status, with the issued
 * invoice's series and number and its PDF and XML, or the provider's reason for a refusal.
 */
export function VatRequestList() {
  const money = useFormatMoney();
  const date = useVietnamDate();
  const translate = useTranslate();
  return (
    <List<VatRequestRecord>
      filters={useFilters()}
      sort={{ field: 'inserted_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={
        <TopToolbar>
          <JournalExportButton />
        </TopToolbar>
      }
      empty={<Empty />}
    >
      <RefreshWhilePending />
      <ResponsiveListBody<VatRequestRecord>
        link={false}
        primaryText={(r) => `${subject(r)} · ${translate(`console.vat.statuses.${r.status}`)}`}
        secondaryText={(r) =>
          r.invoice_number ? `${r.invoice_series} ${r.invoice_number}` : date(r.inserted_at ?? '')
        }
        tertiaryText={(r) => <Files record={r} />}
      >
        <DataTable.Col
          source="inserted_at"
          render={(r: VatRequestRecord) => date(r.inserted_at ?? '')}
        />
        <DataTable.Col source="booking" disableSort render={subject} />
        <DataTable.Col
          source="amount"
          disableSort
          align="right"
          sx={RIGHT}
          render={(r: VatRequestRecord) =>
            r.booking_history ? money(r.booking_history.price, r.booking_history.currency) : '—'
          }
        />
        <DataTable.Col
          source="status"
          render={(r: VatRequestRecord) => <StatusChip record={r} />}
        />
        <DataTable.Col
          source="invoice_number"
          disableSort
          render={(r: VatRequestRecord) =>
            r.invoice_number ? `${r.invoice_series} ${r.invoice_number}` : '—'
          }
        />
        <DataTable.Col
          source="rejection_reason"
          disableSort
          render={(r: VatRequestRecord) => <Files record={r} />}
        />
      </ResponsiveListBody>
    </List>
  );
}
