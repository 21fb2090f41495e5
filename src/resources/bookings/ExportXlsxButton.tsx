import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { bookingFilter } from '../../dataProviders/corporate/bookings';
import { downloadFinanceFile, saveBlob } from '../../dataProviders/corporate/financeFiles';
import { corporateId } from '../../dataProviders/corporate/scope';

/**
 * Every booking the filter matches as XLSX, written by the server (docs/finance.md "Export":
 * number cells in đồng, a totals row), in the list's order.
 */
export function ExportXlsxButton() {
  const notify = useNotify();
  const { filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const blob = await downloadFinanceFile('booking-export', {
        corporate_id: await corporateId(),
        format: 'xlsx',
        filter: JSON.stringify(bookingFilter(filterValues ?? {})),
        sort_field: sort?.field === 'price' ? 'PRICE' : 'INSERTED_AT',
        sort_direction: sort?.order === 'ASC' ? 'ASC' : 'DESC',
      });
      saveBlob(blob, `bookings-${new Date().toISOString().slice(0, 10)}.xlsx`);
    } catch {
      notify('console.vat.bookingsXlsx.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label="console.vat.bookingsXlsx.action"
      onClick={() => void run()}
      disabled={busy || !total}
    >
      <GridOnOutlined />
    </Button>
  );
}
