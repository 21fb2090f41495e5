import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

const COLOR = {
  PAID: 'success',
  PARTIALLY_PAID: 'info',
  UNPAID: 'default',
  OVERDUE: 'error',
} as const;

/** An invoice's derived status as a labelled chip (colour is never the only cue). */
export function InvoiceStatusChip({ status }: { status: keyof typeof COLOR }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'UNPAID' ? 'outlined' : 'filled'}
      color={COLOR[status]}
      label={translate(`console.invoices.statuses.${status}`)}
    />
  );
}
