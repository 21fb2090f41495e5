import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useT } from '../../i18n/context';
import type { SiteKey } from '../../i18n/site';
import { defaultHotelDates } from '../hotels/hotelQuery';
import { addDays, checkOutAfter, daysBetween, lastSearchDate, MAX_NIGHTS, todayIn } from './dates';
import { DateField } from './DateField';
import {
  hasErrors,
  validateHotelForm,
  type HotelFormErrors,
  type HotelFormValues,
} from './formRules';
import { hotelSearchTarget } from './hotelNavigation';
import { isNearChoice, type HotelDestination } from './near';
import { HotelPartyPicker } from './HotelPartyPicker';
import { DEFAULT_HOTEL_PARTY } from './party';
import { PlaceField } from './PlaceField';
import {
  readRecentHotelSearches,
  rememberHotelSearch,
  type RecentHotelSearch,
} from './recentHotelSearches';
import { RecentHotelSearches } from './RecentHotelSearches';

const HOTEL_PLACE_TYPES = ['CITY', 'AREA', 'PROPERTY'] as const;

export interface HotelSearchFormProps {
  initial?: Partial<HotelFormValues>;
  /** Show the recent searches under the form (home page). */
  showRecent?: boolean;
}

/** Hotel search: destination, dates, guests and rooms; remembers the last three searches. */
export function HotelSearchForm({ initial, showRecent = false }: HotelSearchFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const today = todayIn();
  const [values, setValues] = useState<HotelFormValues>(() => ({
    place: null,
    ...defaultHotelDates(today),
    party: DEFAULT_HOTEL_PARTY,
    ...initial,
  }));
  const [errors, setErrors] = useState<HotelFormErrors>({});
  const [recent] = useState(() => (showRecent ? readRecentHotelSearches() : []));
  const set = (patch: Partial<HotelFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const [locating, setLocating] = useState(false);
  const [nearError, setNearError] = useState<SiteKey | null>(null);
  // Each destination choice counts; a position that arrives after another choice is dropped.
  const choice = useRef(0);
  const setPlace = (place: HotelDestination | null) => {
    choice.current += 1;
    setLocating(false);
    setNearError(null);
    set({ place });
  };
  // "Near me": the geolocation code loads only now, then asks the browser for the position.
  const chooseNear = () => {
    const mine = ++choice.current;
    setNearError(null);
    setLocating(true);
    import('./geolocate')
      .then((m) => m.locate())
      .then(
        (point) => {
          if (mine !== choice.current) return;
          setLocating(false);
          set({ place: { type: 'NEAR', ...point } });
          setErrors(({ place: _, ...rest }) => rest);
        },
        (error: unknown) => {
          if (mine !== choice.current) return;
          const reason = (error as { reason?: string } | null)?.reason;
          setLocating(false);
          setNearError(
            reason === 'denied'
              ? 'search.near.denied'
              : reason === 'timeout'
                ? 'search.near.timeout'
                : 'search.near.unavailable',
          );
        },
      );
  };
  const nights = daysBetween(values.checkIn, values.checkOut);

  const go = (v: HotelFormValues) => {
    // A "near me" search is not a recent search: the next one needs a new position anyway.
    if (!isNearChoice(v.place)) {
      rememberHotelSearch({
        place: v.place!,
        checkIn: v.checkIn,
        checkOut: v.checkOut,
        ...v.party,
      });
    }
    navigate(hotelSearchTarget(v.place!, v));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateHotelForm(values, today);
    setErrors(found);
    if (!hasErrors(found)) go(values);
  };

  const pickRecent = (search: RecentHotelSearch) => {
    const { place, checkIn, checkOut, adults, children, rooms } = search;
    const next = { place, checkIn, checkOut, party: { adults, children, rooms } };
    if (!hasErrors(validateHotelForm(next, today))) go(next);
    else set({ place, party: next.party, ...defaultHotelDates(today) });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('search.box.tabs.hotel')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <PlaceField
            id="hotel-place"
            label={t('search.hotelForm.destination')}
            placeholder={t('search.place.hotelPlaceholder')}
            value={isNearChoice(values.place) ? null : values.place}
            valueText={isNearChoice(values.place) ? t('search.near.label') : undefined}
            onChange={setPlace}
            types={HOTEL_PLACE_TYPES}
            error={nearError ? t(nearError) : errors.place ? t(errors.place) : null}
            lead={{
              content: (
                <>
                  <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {t('search.near.label')}
                  </Box>
                  <Box
                    component="span"
                    sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}
                  >
                    {t('search.near.hint')}
                  </Box>
                </>
              ),
              onChoose: chooseNear,
            }}
          />
          <Box
            role="status"
            sx={{ fontSize: '0.8125rem', color: 'text.secondary', mt: locating ? 0.5 : 0 }}
          >
            {locating ? t('search.near.locating') : ''}
          </Box>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
          }}
        >
          <DateField
            id="hotel-check-in"
            label={t('search.hotelForm.checkIn')}
            value={values.checkIn}
            min={today}
            max={lastSearchDate(today)}
            onChange={(checkIn) =>
              set({
                checkIn,
                checkOut: checkOutAfter(checkIn, values.checkOut),
              })
            }
            error={errors.checkIn ? t(errors.checkIn) : null}
          />
          <DateField
            id="hotel-check-out"
            label={`${t('search.hotelForm.checkOut')}${nights > 0 ? ` · ${t('search.hotelForm.nights', { smart_count: nights })}` : ''}`}
            value={values.checkOut}
            min={addDays(values.checkIn || today, 1)}
            max={addDays(values.checkIn || today, MAX_NIGHTS)}
            onChange={(checkOut) => set({ checkOut })}
            error={errors.checkOut ? t(errors.checkOut) : null}
          />
        </Box>
        <HotelPartyPicker
          id="hotel-party"
          party={values.party}
          onChange={(party) => set({ party })}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          sx={{ mt: { md: 3.5 }, minHeight: 48 }}
        >
          {t('search.box.submitHotel')}
        </Button>
      </Box>
      {showRecent && <RecentHotelSearches searches={recent} onPick={pickRecent} />}
    </Box>
  );
}
