import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SegmentedToggle } from '../../components/SegmentedToggle';
import { useT } from '../../i18n/context';
import { defaultFlightDates, flightSearchParams, NO_FLIGHT_FILTERS } from '../flights/flightQuery';
import { CabinChoice } from './CabinChoice';
import { lastSearchDate, todayIn } from './dates';
import { DateField } from './DateField';
import { FlightPlaces } from './FlightPlaces';
import { rememberFlight, type FlightDirection } from './flightMemory';
import {
  hasErrors,
  validateFlightForm,
  type FlightFormErrors,
  type FlightFormValues,
} from './formRules';
import { flightPartyRanges, type FlightParty } from './party';
import { PartyPicker } from './PartyPicker';

export interface FlightSearchFormProps {
  initial: Partial<FlightFormValues>;
}

/** Flight search: where, when, who; submitting opens /flight with the search in the URL. */
export function FlightSearchForm({ initial }: FlightSearchFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const today = todayIn();
  const dates = defaultFlightDates(today);
  const [values, setValues] = useState<FlightFormValues>(() => ({
    direction: 'one_way',
    from: null,
    to: null,
    depart: dates.depart,
    return: dates.return,
    party: { adults: 1, children: 0, infants: 0 },
    cabin: 'economy',
    ...initial,
  }));
  const [errors, setErrors] = useState<FlightFormErrors>({});
  const set = (patch: Partial<FlightFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const ranges = flightPartyRanges(values.party);
  const seats = values.party.adults + values.party.children + values.party.infants;
  const roundTrip = values.direction === 'round_trip';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFlightForm(values, today);
    setErrors(found);
    if (hasErrors(found)) return;
    rememberFlight({ from: values.from, to: values.to, direction: values.direction });
    const params = flightSearchParams({
      criteria: {
        from: values.from!.code!,
        to: values.to!.code!,
        depart: values.depart,
        return: roundTrip ? values.return : null,
        party: values.party,
        cabin: values.cabin,
      },
      filters: NO_FLIGHT_FILTERS,
      sort: 'price',
      outbound: null,
      outboundSeat: null,
    });
    navigate(`/flight?${params.toString()}`);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('search.box.tabs.flight')}>
      <SegmentedToggle<FlightDirection>
        value={values.direction}
        onChange={(direction) => set({ direction })}
        ariaLabel={t('search.flightForm.direction')}
        options={[
          { value: 'one_way', label: t('search.flightForm.oneWay') },
          { value: 'round_trip', label: t('search.flightForm.roundTrip') },
        ]}
        sx={{ mb: 2 }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <FlightPlaces
          from={values.from}
          to={values.to}
          onChange={(places) => set(places)}
          errors={errors}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
          }}
        >
          <DateField
            id="flight-depart"
            label={t('search.flightForm.depart')}
            value={values.depart}
            min={today}
            max={lastSearchDate(today)}
            onChange={(depart) =>
              set({ depart, return: values.return < depart ? depart : values.return })
            }
            error={errors.depart ? t(errors.depart) : null}
          />
          {roundTrip && (
            <DateField
              id="flight-return"
              label={t('search.flightForm.return')}
              value={values.return}
              min={values.depart || today}
              max={lastSearchDate(today)}
              onChange={(ret) => set({ return: ret })}
              error={errors.return ? t(errors.return) : null}
            />
          )}
        </Box>
        <PartyPicker
          id="flight-party"
          label={t('search.flightForm.passengers')}
          summary={`${t('search.party.passengersSummary', { smart_count: seats })}, ${t(`search.cabins.${values.cabin}`)}`}
          counters={[
            {
              key: 'adults',
              label: t('search.party.adults'),
              hint: t('search.party.adultsHint'),
              value: values.party.adults,
              ...ranges.adults,
            },
            {
              key: 'children',
              label: t('search.party.children'),
              hint: t('search.party.childrenHint'),
              value: values.party.children,
              ...ranges.children,
            },
            {
              key: 'infants',
              label: t('search.party.infants'),
              hint: t('search.party.infantsHint'),
              value: values.party.infants,
              ...ranges.infants,
            },
          ]}
          onChange={(key, value) =>
            set({ party: { ...values.party, [key as keyof FlightParty]: value } })
          }
        >
          <CabinChoice value={values.cabin} onChange={(cabin) => set({ cabin })} />
        </PartyPicker>
        <Button
          type="submit"
          variant="contained"
          size="large"
          sx={{ mt: { md: 3.5 }, minHeight: 48 }}
        >
          {t('search.box.submitFlight')}
        </Button>
      </Box>
    </Box>
  );
}
