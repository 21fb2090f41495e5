import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useState } from 'react';
import {
  AutocompleteArrayInput,
  Button,
  DataTable,
  DateInput,
  FilterButton,
  List,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  TopToolbar,
  downloadCSV,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { ReferenceArrayInput } from '../references/referenceInputs';
import type { BookingRecord } from '../../dataProviders/corporate/bookings';
import { PEOPLE_REFERENCE, personChoice } from '../common/PersonOption';
import { useFormatMoney } from '../common/formats';
import { useVietnamDate } from './vietnamDate';
import { bookingsCsv } from './bookingCsv';
import { BookingTotalsFooter } from './BookingTotalsFooter';
import { ExportXlsxButton } from './ExportXlsxButton';
import { bookingSubject, personName } from './bookingText';
import { ResponsiveListBody } from '../common/ResponsiveList';

const STATUSES = ['SUCCESSFUL', 'REFUNDED', 'PENDING', 'PROCESSING', 'FAILED', 'CANCELLED'];
const METHODS = ['CORPORATE_WALLET', 'WALLET', 'CARD', 'VNPAY', 'BANK_TRANSFER', 'P2C2P', 'MOMO'];
const RIGHT = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

function useFilters(companyWide: boolean) {
  const translate = useTranslate();
  const choices = (keys: string[], group: string) =>
    keys.map((id) => ({ id, name: translate(`console.finance.bookings.${group}.${id}`) }));
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <DateInput key="from" source="from" alwaysOn />,
    <DateInput key="to" source="to" alwaysOn />,
    <SelectInput
      key="product_type"
      source="product_type"
      choices={choices(['FLIGHT', 'HOTEL'], 'products')}
    />,
    <SelectArrayInput key="statuses" source="statuses" choices={choices(STATUSES, 'statuses')} />,
    <SelectArrayInput
      key="payment_methods"
      source="payment_methods"
      choices={choices(METHODS, 'methods')}
    />,
    ...(companyWide
      ? [
          <ReferenceArrayInput key="user_ids" source="user_ids" {...PEOPLE_REFERENCE} filter={{}}>
            <AutocompleteArrayInput {...personChoice} />
          </ReferenceArrayInput>,
          <ReferenceArrayInput key="department_ids" source="department_ids" reference="department">
            <AutocompleteArrayInput optionText="name" />
          </ReferenceArrayInput>,
          <ReferenceArrayInput
            key="cost_center_ids"
            source="cost_center_ids"
            reference="cost-center"
          >
            <AutocompleteArrayInput optionText="name" />
          </ReferenceArrayInput>,
        ]
      : []),
  ];
}

/** Every booking the filter matches as a CSV file (pages of 100 from the server). */
function ExportCsvButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { filterValues, total } = useListContext();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { data } = (await dataProvider.getAllBookings('bookings', {
        filter: filterValues,
      })) as { data: BookingRecord[] };
      downloadCSV(
        bookingsCsv(data, (key) => translate(key)),
        'bookings',
      );
    } catch {
      notify('console.finance.bookings.exportFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label={busy ? 'console.finance.bookings.exporting' : 'console.finance.bookings.exportCsv'}
      onClick={run}
      disabled={busy || !total}
    >
      <FileDownloadOutlined />
    </Button>
  );
}

/** No booking yet (bookings are made at checkout, not here: no create button). */
function BookingsEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 560, mx: 'auto' }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate('console.finance.bookings.empty')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('console.finance.bookings.emptyHint')}
      </Typography>
    </Box>
  );
}

function ListActions({ canExport }: { canExport: boolean }) {
  return (
    <TopToolbar>
      <FilterButton />
      {canExport ? <ExportCsvButton /> : null}
      {canExport ? <ExportXlsxButton /> : null}
    </TopToolbar>
  );
}

/**
 * Booking history at /corporate/bookings: the company's bookings (the caller's own for those
 * whose role sees only theirs), filtered by dates, people, departments, cost centers, product,
 * payment method and status; amounts right-aligned, the filter's totals under the table. A
 * table from tablet up, a simple list on phones; a row opens the booking.
 */
export function BookingList() {
  const translate = useTranslate();
  const money = useFormatMoney();
  const date = useVietnamDate();
  const { canAccess: companyWide = false } = useCanAccess({
    resource: 'bookings',
    action: 'export',
  });
  const status = (b: BookingRecord) =>
    b.status ? translate(`console.finance.bookings.statuses.${b.status}`) : '';
  return (
    <List<BookingRecord>
      filters={useFilters(companyWide)}
      sort={{ field: 'inserted_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={<ListActions canExport={companyWide} />}
      empty={<BookingsEmpty />}
    >
      {companyWide ? null : (
        <Alert severity="info" sx={{ mx: 2, mt: 1 }}>
          {translate('console.finance.bookings.ownOnly')}
        </Alert>
      )}
      <ResponsiveListBody<BookingRecord>
        link="show"
        primaryText={(b) => `${bookingSubject(b)} · ${money(b.price, b.currency)}`}
        secondaryText={(b) => `${personName(b.user)} · ${date(b.inserted_at)}`}
        tertiaryText={status}
      >
        <DataTable.Col source="inserted_at" render={(b: BookingRecord) => date(b.inserted_at)} />
        <DataTable.Col source="code" disableSort render={(b: BookingRecord) => b.code ?? '—'} />
        <DataTable.Col
          source="product_type"
          disableSort
          render={(b: BookingRecord) =>
            `${translate(`console.finance.bookings.products.${b.product_type ?? 'HOTEL'}`)}: ${bookingSubject(b)}`
          }
        />
        <DataTable.Col
          source="user"
          disableSort
          render={(b: BookingRecord) => personName(b.user)}
        />
        <DataTable.Col
          source="department"
          disableSort
          render={(b: BookingRecord) => b.department?.name ?? '—'}
        />
        <DataTable.Col
          source="cost_center"
          disableSort
          render={(b: BookingRecord) => b.cost_center?.name ?? '—'}
        />
        <DataTable.Col
          source="payment_method"
          disableSort
          render={(b: BookingRecord) =>
            b.payment_method
              ? translate(`console.finance.bookings.methods.${b.payment_method}`)
              : '—'
          }
        />
        <DataTable.Col source="status" disableSort render={status} />
        <DataTable.Col
          source="net_price"
          disableSort
          align="right"
          sx={RIGHT}
          render={(b: BookingRecord) => money(b.net_price ?? 0, b.currency)}
        />
        <DataTable.Col
          source="vat_amount"
          disableSort
          align="right"
          sx={RIGHT}
          render={(b: BookingRecord) => money(b.vat_amount ?? 0, b.currency)}
        />
        <DataTable.Col
          source="price"
          align="right"
          sx={RIGHT}
          render={(b: BookingRecord) => money(b.price, b.currency)}
        />
      </ResponsiveListBody>
      <BookingTotalsFooter />
    </List>
  );
}
