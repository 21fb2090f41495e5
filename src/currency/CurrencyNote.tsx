import './catalogue';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n/context';
import { useMoney } from './useMoney';

/**
 * One line beside a list of prices: converted prices are approximate and paid in VND, or the
 * rates failed and VND is shown. Nothing while prices are in VND by choice.
 */
export function CurrencyNote() {
  const t = useT();
  const { converted, failed, display } = useMoney();
  if (!converted && !failed) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
      {converted ? t('currency.note.converted', { currency: display }) : t('currency.note.failed')}
    </Typography>
  );
}
