import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale, useT } from '../../i18n/context';
import { countryOptions } from './countryNames';
import { formatMoney } from '../search/format';
import type { PassengerValues } from './detailsForm';
import { FormField } from './FormField';
import { SavedTravellerChips } from './SavedTravellerChips';
import { fillPassenger, type SavedTraveller } from './savedTravellers';

export interface BaggageOffer {
  value: number;
  unit: string;
  price: number;
  currency: string;
}

/** The extra baggage the fare plans sell per passenger: outbound, and return (null: one-way). */
export interface BaggageOffers {
  departure: readonly BaggageOffer[];
  return?: readonly BaggageOffer[] | null;
}

const TITLES = ['MR', 'MRS', 'MS', 'MSTR', 'MISS'] as const;

export interface PassengerFieldsProps {
  index: number;
  /** The passenger's number within their type (Adult 2). */
  number: number;
  value: PassengerValues;
  onChange: (value: PassengerValues) => void;
  errors: Record<string, string>;
  disabled?: boolean;
  /** Extra baggage on sale (none for an infant: no allowance of their own). */
  baggageOffers?: BaggageOffers | null;
  /** Saved travellers that fit this passenger (savedTravellers.ts `offeredFor`). */
  savedTravellers?: readonly SavedTraveller[];
  /** Called after a saved traveller filled the fields. */
  onFilled?: (traveller: SavedTraveller) => void;
  onHideTraveller?: (traveller: SavedTraveller) => void;
}

/** One passenger: names as in the passport, date of birth, nationality and passport. */
export function PassengerFields({
  index,
  number,
  value,
  onChange,
  errors,
  disabled,
  baggageOffers,
  savedTravellers = [],
  onFilled,
  onHideTraveller,
}: PassengerFieldsProps) {
  const t = useT();
  const { locale } = useLocale();
  const id = `passenger-${index}`;
  const field = (name: keyof PassengerValues) => ({
    id: `${id}-${name}`,
    name: `passengers.${index}.${name}`,
    value: value[name],
    onChange: (v: string) => onChange({ ...value, [name]: v }),
    rule: errors[`passengers.${index}.${name}`],
    passengerType: value.type,
    disabled,
  });
  // A native select: the list is searchable by typing a name's first letters, on every device,
  // with no script of its own. The same elements every render: a keystroke in a name field does
  // not walk the two lists' 500 options again (React skips an element it has seen).
  const noCountry = t('checkout.details.noCountry');
  const countries = useMemo(
    () => (
      <>
        <option value="">{noCountry}</option>
        {countryOptions(locale).map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </>
    ),
    [locale, noCountry],
  );
  const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
  const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        {t(`checkout.details.${value.type}`, { n: number })}
      </Typography>
      <SavedTravellerChips
        id={`${id}-saved`}
        travellers={savedTravellers}
        disabled={disabled}
        onChoose={(traveller) => {
          onChange(fillPassenger(value, traveller));
          onFilled?.(traveller);
        }}
        onHide={onHideTraveller}
      />
      <Box sx={grid}>
        <FormField
          {...field('title')}
          select
          label={t('checkout.details.title')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('checkout.details.noTitle')}</option>
          {TITLES.map((code) => (
            <option key={code} value={code}>
              {t(`checkout.details.titles.${code}`)}
            </option>
          ))}
        </FormField>
        <FormField
          {...field('date_of_birth')}
          type="date"
          required
          label={t('checkout.details.dateOfBirth')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormField
          {...field('last_name')}
          required
          autoComplete="family-name"
          label={t('checkout.details.lastName')}
        />
        <FormField
          {...field('first_name')}
          required
          autoComplete="given-name"
          label={t('checkout.details.firstName')}
        />
        <FormField
          {...field('nationality_country_code')}
          select
          label={t('checkout.details.nationality')}
          slotProps={nativeSelect}
        >
          {countries}
        </FormField>
        <FormField
          {...field('passport')}
          label={t('checkout.details.passport')}
          helperText={t('checkout.details.passportHint')}
        />
        <FormField
          {...field('passport_country_code')}
          select
          label={t('checkout.details.passportCountry')}
          slotProps={nativeSelect}
        >
          {countries}
        </FormField>
        <FormField
          {...field('passport_expired')}
          type="date"
          label={t('checkout.details.passportExpired')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {value.type !== 'INFANT' &&
          (['departure', 'return'] as const).map((direction) => {
            const offers = baggageOffers?.[direction];
            if (!offers?.length) return null;
            return (
              <FormField
                key={direction}
                {...field(`${direction}_baggage`)}
                select
                label={t(`checkout.details.baggage.${direction}`)}
                helperText={t('checkout.details.baggage.hint')}
                slotProps={nativeSelect}
              >
                <option value="">{t('checkout.details.baggage.none')}</option>
                {offers.map((o) => (
                  <option key={o.value} value={String(o.value)}>
                    {t('checkout.details.baggage.offer', {
                      value: o.value,
                      unit: o.unit,
                      price: formatMoney(o.price, o.currency, locale),
                    })}
                  </option>
                ))}
              </FormField>
            );
          })}
      </Box>
    </Box>
  );
}
