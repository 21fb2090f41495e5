import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { baggageTotal, passengerLines } from '../../../common/flight-price-lines';
import { useLocale, useT } from '../../i18n/context';
import { formatMoney, formatNumber } from '../search/format';
import type { PartyJson } from '../../../common/flight-price-lines';
import type { CheckoutKind, CheckoutSession } from './checkoutApi';
import { CheckoutTotal } from './CheckoutTotal';

function Line({ label, amount, sub }: { label: string; amount: string; sub?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        pl: sub ? 2 : 0,
        color: sub ? 'text.secondary' : undefined,
      }}
    >
      <Typography component="dt" sx={{ fontWeight: 'inherit' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 'inherit', whiteSpace: 'nowrap' }}>
        {amount}
      </Typography>
    </Box>
  );
}

/**
 * The session's price parts as the server computed them (integer minor units; docs/checkout.md
 * "Price parts"): items, surcharges, service fee, discounts, the total with its VAT, cash back.
 */
export function PriceBreakdown({
  session,
  kind,
}: {
  session: CheckoutSession;
  kind: CheckoutKind;
}) {
  const t = useT();
  const { locale } = useLocale();
  const money = (n: number) => formatMoney(n, session.currency, locale);
  const surcharges = session.surcharges.reduce((sum, s) => sum + (s.amount ?? 0), 0);
  const flights = session.shopping_items.flatMap((i) => {
    const product = i.product;
    if (product?.__typename !== 'FlightBooking') return [];
    return [{ product, party: (i.metadata as { party?: PartyJson } | null)?.party }];
  });
  const baggage = flights.reduce((sum, f) => sum + baggageTotal(f.product), 0);
  // Per passenger type (the flight results' rule over the whole trip), when the fares add up to
  // what the server priced; else (an older cart) one line.
  const lines = passengerLines(flights);
  const items = session.shopping_items.reduce((sum, i) => sum + i.price, 0) - surcharges - baggage;
  const perType = lines.length > 0 && lines.reduce((s, l) => s + l.total, 0) === items;
  const vouchers = session.vouchers.reduce((sum, v) => sum + (v.converted_discount_amount ?? 0), 0);
  const gifts = session.gift_vouchers.reduce((sum, g) => sum + g.price, 0);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="price-heading"
      sx={{ p: 2, mb: 2 }}
    >
      <Typography id="price-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('checkout.price.heading')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
        {perType ? (
          lines.map((l) => (
            // Straight in the <dl>: each Line is a dt/dd group of its own.
            <Fragment key={l.type}>
              <Line
                label={t(`checkout.price.perPassenger.${l.type}`, { count: l.count })}
                amount={money(l.total)}
              />
              <Line sub label={t('checkout.price.fare')} amount={money(l.fare * l.count)} />
              <Line sub label={t('checkout.price.taxes')} amount={money(l.charge * l.count)} />
            </Fragment>
          ))
        ) : (
          <Line label={t(`checkout.price.${kind}`)} amount={money(items)} />
        )}
        {baggage > 0 && <Line label={t('checkout.price.baggage')} amount={money(baggage)} />}
        {session.surcharges.map((s) => (
          <Line
            key={s.name}
            label={t('checkout.price.surcharge', { name: s.name })}
            amount={money(s.amount ?? 0)}
          />
        ))}
        {(session.service_fee ?? 0) > 0 && (
          <Line label={t('checkout.price.serviceFee')} amount={money(session.service_fee!)} />
        )}
        {vouchers > 0 && (
          <Line label={t('checkout.price.vouchers')} amount={`−${money(vouchers)}`} />
        )}
        {gifts > 0 && <Line label={t('checkout.price.giftVouchers')} amount={`−${money(gifts)}`} />}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <CheckoutTotal
        heading={
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {t('checkout.price.total')}
          </Typography>
        }
        amount={session.price}
        currency={session.currency}
      />
      {session.tax_rate != null && session.tax_fee != null && (
        <Typography variant="body2" color="text.secondary">
          {t('checkout.price.vat', {
            rate: formatNumber(session.tax_rate, locale, 2),
            amount: money(session.tax_fee),
          })}
        </Typography>
      )}
      {/* A company-paid booking pays no personal cash back: no line promises it. */}
      {!session.is_corporate && session.cash_back && session.cash_back.amount > 0 && (
        <Typography variant="body2" color="success.main">
          {t('checkout.price.cashBack', {
            rate: formatNumber(session.cash_back_rate ?? 0, locale, 2),
            amount: money(session.cash_back.amount),
          })}
        </Typography>
      )}
    </Paper>
  );
}
