import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RoomRateFieldsFragment } from '../../api/generated/property';
import { useMoney } from '../../currency/useMoney';
import { useLocale, useT } from '../../i18n/context';
import { formatCalendarDate, formatLocalDateTime } from '../search/format';
import { warningText } from '../warningText';
import { PolicyBadge } from '../policy/PolicyBadge';

const FEW_ROOMS = 3;

export interface RateRowProps {
  rate: RoomRateFieldsFragment;
  roomName: string;
  timeZone: string;
  /** Without it (checkout) the rate is shown, not offered. */
  onChoose?: () => void;
}

/** A rate plan for the stay: meals, cancellation (in the property's zone), price and choose. */
export function RateRow({ rate, roomName, timeZone, onChoose }: RateRowProps) {
  const t = useT();
  const { locale } = useLocale();
  // At checkout (inside InPayCurrency) the amounts stay in VND.
  const { format } = useMoney();
  const money = (n: number, currency = rate.currency) => format(n, currency);
  const plan = rate.rate_plan;
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{plan.name}</Typography>
        <Typography
          variant="body2"
          color={plan.breakfast_included ? 'success.main' : 'text.secondary'}
        >
          {plan.breakfast_included ? t('hotels.room.breakfast') : t('hotels.room.noBreakfast')}
        </Typography>
        <Typography variant="body2" color={plan.refundable ? 'success.main' : 'text.secondary'}>
          {plan.refundable && plan.free_cancellation_until
            ? t('hotels.room.freeCancellationUntil', {
                date: formatLocalDateTime(plan.free_cancellation_until, timeZone, locale),
              })
            : t('hotels.room.nonRefundable')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {plan.cancellation_policy}
        </Typography>
        {rate.promotions.map((p) => (
          <Typography key={p.id} variant="body2" sx={{ color: 'secondary.main' }}>
            {p.name}: −{money(p.amount_off, p.currency)}
          </Typography>
        ))}
        {rate.surcharges.map((s) => (
          <Typography key={s.name} variant="body2" color="text.secondary">
            {t('hotels.room.surcharge', { name: s.name, amount: money(s.amount, s.currency) })}
          </Typography>
        ))}
        {rate.room_stayings.length > 1 && (
          <Box component="details" sx={{ mt: 0.5, fontSize: '0.875rem' }}>
            <summary>{t('hotels.room.nights')}</summary>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {rate.room_stayings.map((night) => (
                <li key={night.available_at_date}>
                  {t('hotels.room.night', {
                    date: formatCalendarDate(night.available_at_date, locale),
                    price: money(night.price, night.currency),
                  })}
                </li>
              ))}
            </Box>
          </Box>
        )}
      </Box>
      <Box sx={{ textAlign: { sm: 'right' } }}>
        {rate.percent_discount > 0 && (
          <Typography variant="body2" sx={{ color: 'secondary.main', fontWeight: 700 }}>
            {t('hotels.room.discount', { percent: Math.round(rate.percent_discount) })}{' '}
            <s>{money(rate.original_price)}</s>
          </Typography>
        )}
        <Typography sx={{ fontSize: '1.25rem', fontWeight: 800, color: 'primary.main' }}>
          {money(rate.price)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('hotels.room.totalFor', {
            nights: t('search.hotelForm.nights', { smart_count: rate.nights }),
            rooms: t('hotels.card.rooms', { smart_count: rate.rooms }),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('hotels.room.perNight', { price: money(rate.price_per_night) })}
        </Typography>
        {rate.policy && <PolicyBadge policy={rate.policy} currency={rate.currency} />}
        {rate.rooms_left <= FEW_ROOMS && (
          <Typography variant="body2" sx={{ color: warningText, fontWeight: 600 }}>
            {t('hotels.room.roomsLeft', { smart_count: rate.rooms_left })}
          </Typography>
        )}
        {onChoose && (
          <Button
            variant="contained"
            sx={{ mt: 1 }}
            onClick={onChoose}
            aria-label={t('hotels.room.chooseRate', { room: roomName, plan: plan.name })}
          >
            {t('hotels.room.choose')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
