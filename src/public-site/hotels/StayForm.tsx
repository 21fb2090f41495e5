import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useT } from '../../i18n/context';
import { addDays, checkOutAfter, lastSearchDate, MAX_NIGHTS, todayIn } from '../search/dates';
import { DateField } from '../search/DateField';
import { hasErrors, validateStayDates, type HotelFormErrors } from '../search/formRules';
import type { HotelStay } from '../search/hotelNavigation';
import { HotelPartyPicker } from '../search/HotelPartyPicker';

export interface StayFormProps {
  initial: HotelStay;
  onSubmit: (stay: HotelStay) => void;
}

/** Dates and guests on the property page; submitting reloads the rates for them. */
export function StayForm({ initial, onSubmit }: StayFormProps) {
  const t = useT();
  const today = todayIn();
  const [stay, setStay] = useState(initial);
  const [errors, setErrors] = useState<HotelFormErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateStayDates(stay, today);
    setErrors(found);
    if (!hasErrors(found)) onSubmit(stay);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('hotels.property.stay')}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 1.3fr auto' },
      }}
    >
      <DateField
        id="stay-check-in"
        label={t('search.hotelForm.checkIn')}
        value={stay.checkIn}
        min={today}
        max={lastSearchDate(today)}
        onChange={(checkIn) =>
          setStay((s) => ({
            ...s,
            checkIn,
            checkOut: checkOutAfter(checkIn, s.checkOut),
          }))
        }
        error={errors.checkIn ? t(errors.checkIn) : null}
      />
      <DateField
        id="stay-check-out"
        label={t('search.hotelForm.checkOut')}
        value={stay.checkOut}
        min={addDays(stay.checkIn || today, 1)}
        max={addDays(stay.checkIn || today, MAX_NIGHTS)}
        onChange={(checkOut) => setStay((s) => ({ ...s, checkOut }))}
        error={errors.checkOut ? t(errors.checkOut) : null}
      />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <HotelPartyPicker
          id="stay-party"
          party={stay.party}
          onChange={(party) => setStay((s) => ({ ...s, party }))}
        />
      </Box>
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: { md: 3.5 }, minHeight: 48, gridColumn: { xs: '1 / -1', md: 'auto' } }}
      >
        {t('hotels.property.update')}
      </Button>
    </Box>
  );
}
