import '../hotels/catalogue';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PropertyDetailDocument } from '../../api/generated/property';
import { usePageTitle } from '../../components/usePageTitle';
import { InPayCurrency } from '../../currency/useMoney';
import { useLocale, useT } from '../../i18n/context';
import { parseStay } from '../hotels/hotelQuery';
import { RateRow } from '../hotels/RateRow';
import { todayIn } from '../search/dates';
import { formatCalendarDate } from '../search/format';
import { stayParams } from '../search/hotelNavigation';
import { ErrorState, ResultsSkeleton } from '../search/ResultStates';
import { useGraphqlQuery } from '../search/useGraphqlQuery';
import { CheckoutTotal } from './CheckoutTotal';

/** /checkout/hotel: the property, room and rate carried in the link, priced again for the stay. */
export function CheckoutHotelPage() {
  const t = useT();
  const { locale } = useLocale();
  usePageTitle(t('pages.checkoutHotel'));
  const [params] = useSearchParams();
  const { dates, party } = useMemo(() => parseStay(params, todayIn()), [params]);
  const propertyId = params.get('property');
  const rateId = params.get('rate');
  const valid = Boolean(propertyId && rateId && dates);
  const result = useGraphqlQuery(
    'property',
    PropertyDetailDocument,
    valid
      ? {
          input: {
            id: propertyId!,
            check_in: dates!.checkIn,
            check_out: dates!.checkOut,
            n_o_a: party.adults,
            n_o_c: party.children,
            rooms: party.rooms,
          },
        }
      : null,
  );
  const property = result.data?.property ?? null;
  const room = property?.room_types.find((r) => r.rates.some((rate) => rate.id === rateId)) ?? null;
  const rate = room?.rates.find((r) => r.id === rateId) ?? null;
  const back =
    propertyId && dates
      ? `/property/${encodeURIComponent(propertyId)}?${stayParams({ ...dates, party }).toString()}`
      : null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('hotels.checkout.title')}
      </Typography>
      {!valid && <Alert severity="warning">{t('hotels.checkout.missing')}</Alert>}
      {result.status === 'loading' && <ResultsSkeleton count={1} height={200} />}
      {result.status === 'error' && (
        <ErrorState message={result.error?.message} onRetry={result.retry} />
      )}
      {result.status === 'ready' && !rate && (
        <Alert severity="warning">{t('hotels.checkout.gone')}</Alert>
      )}
      {property && room && rate && dates && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {property.name}
          </Typography>
          <Typography color="text.secondary">{property.address?.raw_address}</Typography>
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{room.name}</Typography>
          <Typography color="text.secondary">
            {t('hotels.checkout.stay', {
              checkIn: `${formatCalendarDate(dates.checkIn, locale)}${property.setting?.check_in_time ? ` ${property.setting.check_in_time}` : ''}`,
              checkOut: `${formatCalendarDate(dates.checkOut, locale)}${property.setting?.check_out_time ? ` ${property.setting.check_out_time}` : ''}`,
              nights: t('search.hotelForm.nights', { smart_count: rate.nights }),
            })}
            {' · '}
            {t('search.party.guestsSummary', { ...party })}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            <InPayCurrency>
              <RateRow
                rate={rate}
                roomName={room.name}
                timeZone={property.setting?.timezone ?? 'Asia/Ho_Chi_Minh'}
              />
            </InPayCurrency>
          </Box>
          <Box sx={{ mt: 1 }}>
            <CheckoutTotal
              heading={<Typography variant="h3">{t('hotels.checkout.total')}</Typography>}
              amount={rate.price}
              currency={rate.currency}
            />
          </Box>
        </Paper>
      )}
      {valid && <Alert severity="info">{t('hotels.checkout.notice')}</Alert>}
      {back && (
        <Button component={RouterLink} to={back} sx={{ mt: 2 }}>
          {t('hotels.checkout.back')}
        </Button>
      )}
    </Container>
  );
}
