import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useCanAccess,
  useCreate,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import type { BookingRecord } from '../../dataProviders/corporate/bookings';

/**
 * The booking detail's "request VAT invoice" (docs/finance.md "VAT e-invoices"): for a paid
 * booking, to those who may request invoices (`invoices` create), after a confirmation; then
 * the VAT requests list, where the request waits to be issued.
 */
export function RequestVatButton() {
  const booking = useRecordContext<BookingRecord>();
  const { canAccess = false } = useCanAccess({ resource: 'vat-requests', action: 'create' });
  const [open, setOpen] = useState(false);
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!booking || !canAccess || booking.status !== 'SUCCESSFUL') return null;
  const confirm = () =>
    create(
      'vat-requests',
      { data: { booking_history_id: booking.id } },
      {
        onSuccess: () => {
          setOpen(false);
          notify('console.vat.request.sent', { type: 'success' });
          redirect('list', 'vat-requests');
        },
        onError: () => {
          setOpen(false);
          notify('console.vat.request.failed', { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button label="console.vat.request.action" onClick={() => setOpen(true)}>
        <ReceiptOutlined />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="console.vat.request.confirmTitle"
        content="console.vat.request.confirmBody"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
