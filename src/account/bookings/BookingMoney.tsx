import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../i18n/context';
import { formatLocalDateTime, formatMoney } from '../../public-site/search/format';
import { VIETNAM_TIME_ZONE } from '../../../common/calendar';
import { BookingSection } from './BookingSection';
import type { Booking } from './useBooking';
import { cardBrandName } from '../../../common/card-brand';

function Line({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.25,
        fontWeight: strong ? 700 : 400,
      }}
    >
      <span>{label}</span>
      <span style={{ whiteSpace: 'nowrap' }}>{value}</span>
    </Box>
  );
}

/** The price broken down: per passenger type (flights) or rooms, fees, vouchers, cash back. */
export function BookingPriceSection({ booking }: { booking: Booking }) {
  const t = useT();
  const { locale } = useLocale();
  const p = booking.price;
  const money = (n: number) => formatMoney(n, p.currency, locale);
  const cb = booking.cash_back;
  return (
    <BookingSection id="price" title={t('manage.detail.price')}>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {p.passenger_lines.length > 0 ? (
          p.passenger_lines.map((l) => (
            <Box component="li" key={l.type} sx={{ listStyle: 'none', mb: 0.5 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {t('manage.detail.perPassenger', {
                  type: t(`manage.detail.passengerType.${l.type}`),
                  count: l.count,
                })}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                <Line label={t('manage.detail.fare')} value={money(l.fare * l.count)} />
                <Line label={t('manage.detail.taxes')} value={money(l.charge * l.count)} />
              </Box>
            </Box>
          ))
        ) : (
          <Line
            label={t('manage.detail.rooms')}
            value={money(p.items_price - p.surcharges.reduce((s, x) => s + (x.amount ?? 0), 0))}
          />
        )}
        {p.baggage > 0 && (
          <Line label={t('manage.detail.extraBaggagePrice')} value={money(p.baggage)} />
        )}
        {p.surcharges.map((s) => (
          <Line
            key={s.name}
            label={t('manage.detail.surcharge', { name: s.name })}
            value={money(s.amount ?? 0)}
          />
        ))}
        {p.service_fee > 0 && (
          <Line label={t('manage.detail.serviceFee')} value={money(p.service_fee)} />
        )}
        {p.voucher_discount > 0 && (
          <Line label={t('manage.detail.voucher')} value={`−${money(p.voucher_discount)}`} />
        )}
        {p.gift_voucher_discount > 0 && (
          <Line
            label={t('manage.detail.giftVoucher')}
            value={`−${money(p.gift_voucher_discount)}`}
          />
        )}
        <Line strong label={t('manage.detail.total')} value={money(p.price)} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('manage.detail.vat', { amount: money(p.tax_fee) })}
      </Typography>
      {cb && (
        <Box sx={{ mt: 1 }} data-cash-back={cb.status}>
          <Typography sx={{ fontWeight: 600 }}>
            {t('manage.detail.cashBack')}: {formatMoney(cb.amount, cb.currency, locale)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`manage.detail.cashBackStatus.${cb.status as 'PENDING'}`, {
              date: cb.due_at ? formatLocalDateTime(cb.due_at, VIETNAM_TIME_ZONE, locale) : '',
            })}
          </Typography>
        </Box>
      )}
    </BookingSection>
  );
}

/** How it was paid, and the VAT invoice details. */
export function BookingPaymentSection({ booking }: { booking: Booking }) {
  const t = useT();
  const { locale } = useLocale();
  const pay = booking.payment;
  const inv = booking.invoice;
  return (
    <BookingSection id="payment" title={t('manage.detail.payment')}>
      {pay.method && (
        <Typography>
          {t('manage.detail.paidWith', {
            method: t(`checkout.pay.methods.${pay.method as 'WALLET'}`),
          })}
        </Typography>
      )}
      {pay.card_brand && pay.card_last4 && (
        <Typography>
          {t('manage.detail.card', {
            brand: cardBrandName(pay.card_brand),
            last4: pay.card_last4,
          })}
        </Typography>
      )}
      {pay.corporate_name && (
        <Typography>{t('manage.detail.company', { name: pay.corporate_name })}</Typography>
      )}
      {pay.company_amount != null && (
        <Typography>
          {t('manage.detail.companyPart', {
            amount: formatMoney(pay.company_amount, booking.price.currency, locale),
          })}
        </Typography>
      )}
      {pay.bank_name && <Typography>{t('manage.detail.bank', { name: pay.bank_name })}</Typography>}
      {pay.paid_at && (
        <Typography color="text.secondary">
          {t('manage.detail.paidAt', {
            date: formatLocalDateTime(pay.paid_at, VIETNAM_TIME_ZONE, locale),
          })}
        </Typography>
      )}
      <Typography component="h3" sx={{ fontWeight: 700, mt: 1.5 }}>
        {t('manage.detail.invoice')}
      </Typography>
      {inv ? (
        <>
          <Typography>{inv.company_name}</Typography>
          <Typography>{inv.invoice_address}</Typography>
          <Typography>{t('manage.detail.taxCode', { code: inv.tax_code })}</Typography>
        </>
      ) : (
        <Typography color="text.secondary">{t('manage.detail.noInvoice')}</Typography>
      )}
    </BookingSection>
  );
}

/** Each flight's fare plan: baggage, refund and change rules with their fees. */
export function FareRulesSection({ booking }: { booking: Booking }) {
  const t = useT();
  const { locale } = useLocale();
  if (!booking.fare_rules.length) return null;
  return (
    <BookingSection id="rules" title={t('manage.detail.rules')}>
      {booking.fare_rules.map((r, i) => {
        const money = (n: number | null | undefined) => formatMoney(n ?? 0, r.currency, locale);
        return (
          <Box key={`${r.flight_code}-${i}`} sx={{ mb: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {r.flight_code} · {t('manage.detail.plan', { plan: r.plan ?? '' })}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              <li>
                {r.baggage_pieces
                  ? t('manage.detail.checked', { pieces: r.baggage_pieces, kg: r.baggage_kg })
                  : t('manage.detail.noChecked')}
                {' · '}
                {t('manage.detail.cabin', { kg: r.cabin_kg })}
              </li>
              <li>
                {r.refundable
                  ? t('manage.detail.refundable', { fee: money(r.refund_fee) })
                  : t('manage.detail.notRefundable')}
              </li>
              <li>
                {r.changeable
                  ? t('manage.detail.changeable', { fee: money(r.change_fee) })
                  : t('manage.detail.notChangeable')}
              </li>
            </Box>
          </Box>
        );
      })}
    </BookingSection>
  );
}
