import './catalogue';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDeskTravellerId } from '../../account/desk/deskStore';
import { PropertyDetailDocument } from '../../api/generated/property';
import { usePageTitle } from '../../components/usePageTitle';
import { CurrencyNote } from '../../currency/CurrencyNote';
import { useT } from '../../i18n/context';
import { todayIn } from '../search/dates';
import { stayParams, type HotelStay } from '../search/hotelNavigation';
import { EmptyState, ErrorState, ResultsSkeleton } from '../search/ResultStates';
import { useGraphqlQuery } from '../search/useGraphqlQuery';
import { hotelCheckoutPath } from './hotelCheckout';
import { defaultHotelDates, parseStay } from './hotelQuery';
import { HotelMap } from './HotelMap';
import { PropertyFacts } from './PropertyFacts';
import { PropertyGallery } from './PropertyGallery';
import { PropertyHeader } from './PropertyHeader';
import { RoomTypeCard } from './RoomTypeCard';
import { StayForm } from './StayForm';

/** /property/{id}: photos, facts, location, and rooms with rates for the stay in the URL. */
export function PropertyPage() {
  const t = useT();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const today = todayIn();
  const stay = useMemo(() => parseStay(params, today), [params, today]);
  const { dates, party } = stay;
  const travellerId = useDeskTravellerId();
  const result = useGraphqlQuery('property', PropertyDetailDocument, {
    input: {
      id,
      ...(dates ? { check_in: dates.checkIn, check_out: dates.checkOut } : {}),
      n_o_a: party.adults,
      n_o_c: party.children,
      rooms: party.rooms,
      // The travel desk's colleague: their policy judges the rates.
      ...(travellerId ? { traveller_id: travellerId } : {}),
    },
  });
  const property = result.status === 'ready' || result.data ? result.data?.property : undefined;
  usePageTitle(property?.name ?? t('pages.property'));
  const formStay: HotelStay = { ...(dates ?? defaultHotelDates(today)), party };
  const changeStay = (next: HotelStay) => navigate({ search: `?${stayParams(next).toString()}` });

  if (result.status === 'error') {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <ErrorState
          title={t('hotels.property.loadError')}
          message={result.error?.message}
          onRetry={result.retry}
        />
      </Container>
    );
  }
  if (property === undefined) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <ResultsSkeleton count={3} height={220} />
      </Container>
    );
  }
  if (property === null) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <EmptyState
          title={t('hotels.property.notFound')}
          body={t('errorPage.notFoundHint')}
          action={
            <Button component={RouterLink} to="/">
              {t('notFound.backHome')}
            </Button>
          }
        />
      </Container>
    );
  }
  const timeZone = property.setting?.timezone ?? 'Asia/Ho_Chi_Minh';
  const backHref = property.city_id
    ? `/p?to=${encodeURIComponent(property.city_id)}&${stayParams(formStay).toString()}`
    : null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }} aria-busy={result.status === 'loading'}>
      <PropertyHeader property={property} backHref={backHref} />
      <PropertyGallery name={property.name} photos={property.photos} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          mt: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby="rooms-title" sx={{ minWidth: 0 }}>
          <Typography id="rooms-title" variant="h2" sx={{ mb: 1.5 }}>
            {t('hotels.property.rooms')}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <StayForm key={params.toString()} initial={formStay} onSubmit={changeStay} />
          </Paper>
          {!dates && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('hotels.property.chooseDates')}
            </Alert>
          )}
          {dates && <CurrencyNote />}
          {property.room_types.map((room) => (
            <RoomTypeCard
              key={room.id}
              room={room}
              timeZone={timeZone}
              withDates={dates !== null}
              onChoose={(rateId) =>
                navigate(hotelCheckoutPath(property.id, rateId, { ...dates!, party }))
              }
            />
          ))}
        </Box>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <PropertyFacts property={property} />
          {property.latitude != null && property.longitude != null && (
            <Box component="section" aria-labelledby="property-location">
              <Typography id="property-location" variant="h2" sx={{ mb: 1 }}>
                {t('hotels.property.location')}
              </Typography>
              <HotelMap
                markers={[
                  {
                    id: property.id,
                    latitude: property.latitude,
                    longitude: property.longitude,
                    text: property.name,
                    label: property.name,
                  },
                ]}
                center={{ latitude: property.latitude, longitude: property.longitude }}
                zoom={15}
                height={280}
              />
            </Box>
          )}
        </Box>
      </Box>
    </Container>
  );
}
