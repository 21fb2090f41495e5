import '../flights/catalogue';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocale, useT } from '../../i18n/context';
import { readFlightChoice } from '../flights/flightCheckout';
import { flightSearchParams, NO_FLIGHT_FILTERS, parseFlightQuery } from '../flights/flightQuery';
import { todayIn } from '../search/dates';
import { formatMoney } from '../search/format';
import { CheckoutFlightLeg } from './CheckoutFlightLeg';

type Price = { amount: number; currency: string } | null;

/** /checkout/flight: the flights and fares carried in the link (payment is a later issue). */
export function CheckoutFlightPage() {
  const t = useT();
  const { locale } = useLocale();
  usePageTitle(t('pages.checkoutFlight'));
  const [params] = useSearchParams();
  const query = useMemo(() => parseFlightQuery(params, todayIn()), [params]);
  const choice = useMemo(() => readFlightChoice(params), [params]);
  const [prices, setPrices] = useState<{ departure?: Price; ret?: Price }>({});
  const c = query.criteria;
  const back = `/flight?${flightSearchParams({ criteria: c, filters: NO_FLIGHT_FILTERS, sort: 'price', outbound: null, outboundSeat: null }).toString()}`;
  const legs = [prices.departure, ...(choice?.ret ? [prices.ret] : [])];
  const total =
    legs.every((p) => p) && legs.length ? legs.reduce((sum, p) => sum + p!.amount, 0) : null;
  const update = (key: 'departure' | 'ret') => (price: Price) =>
    setPrices((p) => ({ ...p, [key]: price }));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('flights.checkout.title')}
      </Typography>
      {!choice ? (
        <Alert severity="warning">{t('flights.checkout.missing')}</Alert>
      ) : (
        <>
          <CheckoutFlightLeg
            title={t('flights.checkout.departure')}
            choice={choice.departure}
            party={c.party}
            onPrice={update('departure')}
          />
          {choice.ret && (
            <CheckoutFlightLeg
              title={t('flights.checkout.return')}
              choice={choice.ret}
              party={c.party}
              onPrice={update('ret')}
            />
          )}
          {total !== null && (
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
              <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
                {t('flights.checkout.total')}
              </Typography>
              <Typography sx={{ fontSize: '1.3rem', fontWeight: 800, color: 'primary.main' }}>
                {formatMoney(total, prices.departure!.currency, locale)}
              </Typography>
            </Box>
          )}
          <Alert severity="info">{t('flights.checkout.notice')}</Alert>
        </>
      )}
      {c.from && c.to && (
        <Button component={RouterLink} to={back} sx={{ mt: 2 }}>
          {t('flights.checkout.back')}
        </Button>
      )}
    </Container>
  );
}
