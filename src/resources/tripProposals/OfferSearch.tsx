import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { graphqlRequest } from '../../api/graphql';
import { SearchFlightsDocument } from '../../api/generated/flights';
import { PropertyDetailDocument, SearchPropertiesDocument } from '../../api/generated/property';
import type { TripProposalOptionInput } from '../../api/generated/trips';
import { useFormatDate, useFormatMoney } from '../common/formats';
import { DATE_TIME, proposalText } from './proposalText';

/** An offer chosen in the form: what the server gets, and a line to show meanwhile. */
export interface ChosenOffer {
  input: TripProposalOptionInput;
  label: string;
}

interface Found {
  key: string;
  primary: string;
  secondary: string;
  /** Add it as an option; or, for a property, open its rates. */
  add?: ChosenOffer;
  open?: () => void;
}

/**
 * Search flights (route + date) or hotels (city + dates) with the site's own search operations
 * (flights, property services) and add a result as an option: a flight at its listed fare, a
 * stay at one of the property's rates for the dates.
 */
export function OfferSearch({
  onAdd,
  disabled,
}: {
  onAdd: (offer: ChosenOffer) => void;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const money = useFormatMoney();
  const date = useFormatDate();
  const [tab, setTab] = useState<'FLIGHT' | 'HOTEL'>('FLIGHT');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [day, setDay] = useState('');
  const [city, setCity] = useState('');
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [found, setFound] = useState<Found[] | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string) => translate(proposalText(`create.${key}`));

  async function run(work: () => Promise<Found[]>) {
    setBusy(true);
    try {
      setFound(await work());
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const searchFlights = () =>
    run(async () => {
      const data = await graphqlRequest('flights', SearchFlightsDocument, {
        input: { from: from.trim().toUpperCase(), to: to.trim().toUpperCase(), depart: day },
      });
      return data.search_flights.departure.entries.map((f) => {
        const label = `${f.airline.name} ${f.code} · ${date(f.departure.date, DATE_TIME)}`;
        return {
          key: f.id,
          primary: label,
          secondary: `${f.seat_class.plan ?? f.seat_class.type} · ${money(f.price, f.currency)}`,
          add: {
            input: { kind: 'FLIGHT', flight: { id: f.id, seat_class_id: f.seat_class.id } },
            label,
          },
        };
      });
    });

  const rates = (id: string, name: string) =>
    run(async () => {
      const data = await graphqlRequest('property', PropertyDetailDocument, {
        input: { id, check_in: checkIn, check_out: checkOut },
      });
      return (data.property?.room_types ?? []).flatMap((room) =>
        room.rates.map((rate) => {
          const label = `${name} · ${room.name} · ${rate.rate_plan.name}`;
          return {
            key: rate.id,
            primary: label,
            secondary: money(rate.price, rate.currency),
            add: { input: { kind: 'HOTEL', hotel: { property_id: id, rate_id: rate.id } }, label },
          };
        }),
      );
    });

  const searchHotels = () =>
    run(async () => {
      const place = city.trim().toLowerCase();
      const data = await graphqlRequest('property', SearchPropertiesDocument, {
        input: {
          place_id: place.startsWith('city:') ? place : `city:${place}`,
          check_in: checkIn,
          check_out: checkOut,
        },
      });
      return data.search_properties.entries.map((p) => ({
        key: p.id,
        primary: p.name,
        secondary: p.stay_price ? money(p.stay_price.price, p.stay_price.currency) : '',
        open: () => void rates(p.id, p.name),
      }));
    });

  // Not a <form>: it sits inside the proposal's form. Enter in a field searches.
  const search = () => void (tab === 'FLIGHT' ? searchFlights() : searchHotels());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };

  return (
    <Stack spacing={1} sx={{ my: 2 }}>
      <Tabs
        value={tab}
        onChange={(_e, v: 'FLIGHT' | 'HOTEL') => {
          setTab(v);
          setFound(null);
        }}
      >
        <Tab value="FLIGHT" label={t('searchFlights')} />
        <Tab value="HOTEL" label={t('searchHotels')} />
      </Tabs>
      <Stack
        onKeyDown={onKeyDown}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        role="search"
        aria-label={tab === 'FLIGHT' ? t('searchFlights') : t('searchHotels')}
      >
        {tab === 'FLIGHT' ? (
          <>
            <TextField
              size="small"
              label={t('from')}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              required
            />
            <TextField
              size="small"
              label={t('to')}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              required
            />
            <TextField
              size="small"
              type="date"
              label={t('date')}
              value={day}
              onChange={(e) => setDay(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
          </>
        ) : (
          <>
            <TextField
              size="small"
              label={t('city')}
              value={city}
              onChange={(e) => setCity(e.target.value)}
              required
            />
            <TextField
              size="small"
              type="date"
              label={t('checkIn')}
              value={checkIn}
              onChange={(e) => setCheckIn(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
            <TextField
              size="small"
              type="date"
              label={t('checkOut')}
              value={checkOut}
              onChange={(e) => setCheckOut(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
          </>
        )}
        <Button variant="outlined" disabled={busy} onClick={search}>
          {t('search')}
        </Button>
      </Stack>
      {found && found.length === 0 ? <Typography>{t('noResults')}</Typography> : null}
      {found && found.length > 0 ? (
        <List dense>
          {found.map((f) => (
            <ListItem
              key={f.key}
              secondaryAction={
                f.add ? (
                  <Button size="small" disabled={disabled} onClick={() => onAdd(f.add!)}>
                    {t('add')}
                  </Button>
                ) : (
                  <Button size="small" onClick={f.open}>
                    {t('search')}
                  </Button>
                )
              }
            >
              <ListItemText primary={f.primary} secondary={f.secondary} />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
