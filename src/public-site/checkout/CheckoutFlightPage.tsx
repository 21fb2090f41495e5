import '../flights/catalogue';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/context';
import { readFlightChoice } from '../flights/flightCheckout';
import { flightSearchParams, NO_FLIGHT_FILTERS, parseFlightQuery } from '../flights/flightQuery';
import { todayIn } from '../search/dates';
import { CheckoutFlightLeg } from './CheckoutFlightLeg';
import { CheckoutTotal } from './CheckoutTotal';

type Price = { amount: number; currency: string } | null;

/** /checkout/flight: the flights and fares carried in the link (payment is a later issue). */
export function CheckoutFlightPage() {
  const t = useT();
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
            <CheckoutTotal
              heading={
                <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
                  {t('flights.checkout.total')}
                </Typography>
              }
              amount={total}
              currency={prices.departure!.currency}
            />
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
