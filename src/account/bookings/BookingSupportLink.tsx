import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/context';
import { bookingSupportPath } from '../../public-site/info/support/prefill';

/** "Contact support" about this order: the contact form begun with it (docs/manage-booking.md). */
export function BookingSupportLink({ orderNumber }: { orderNumber: string }) {
  const t = useT();
  return (
    <Button
      component={RouterLink}
      to={bookingSupportPath(orderNumber)}
      variant="outlined"
      sx={{ mb: 1 }}
    >
      {t('manage.detail.support')}
    </Button>
  );
}
