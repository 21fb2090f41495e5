import type { FlightFacetsFieldsFragment } from '../../api/generated/flights';
import { useMoney } from '../../currency/useMoney';
import { useT } from '../../i18n/context';
import { CheckRow, FilterSection, toggled } from '../search/FilterSection';
import { PriceRange } from '../search/PriceRange';
import type { FlightFilters as Filters } from './flightQuery';
import { stopsLabelKey } from './flightText';
import { TimeWindowFilter } from './TimeWindowFilter';
import { InPolicyFilter } from '../policy/InPolicyFilter';

export interface FlightFiltersProps {
  filters: Filters;
  facets: FlightFacetsFieldsFragment | null;
  /** Which list the time windows apply to. */
  step: 'departure' | 'return';
  /** The results carry travel-policy verdicts (or the filter is on): offer the filter. */
  policyActive?: boolean;
  onChange: (filters: Filters) => void;
}

/** Stops, airlines, times, price and fare conditions; choices and counts come from the facets. */
export function FlightFilters({
  filters,
  facets,
  step,
  policyActive = false,
  onChange,
}: FlightFiltersProps) {
  const t = useT();
  const { format } = useMoney();
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const money = (n: number) => format(n, facets?.currency ?? 'VND');
  const dep = step === 'departure' ? 'departWindow' : 'returnDepartWindow';
  const arr = step === 'departure' ? 'arriveWindow' : 'returnArriveWindow';
  return (
    <>
      {policyActive && (
        <InPolicyFilter checked={filters.inPolicy} onChange={(inPolicy) => set({ inPolicy })} />
      )}
      {facets && facets.stops.length > 0 && (
        <FilterSection title={t('flights.filters.stops')}>
          {facets.stops.map((facet) => (
            <CheckRow
              key={facet.value}
              label={t(stopsLabelKey(Number(facet.value), true), { count: facet.value })}
              detail={t('flights.filters.from', { price: money(facet.min_price) })}
              checked={filters.stops.includes(Number(facet.value))}
              onChange={(on) =>
                set({ stops: toggled(filters.stops, Number(facet.value), on).sort() })
              }
            />
          ))}
        </FilterSection>
      )}
      {facets && facets.airlines.length > 0 && (
        <FilterSection title={t('flights.filters.airlines')}>
          {facets.airlines.map((facet) => (
            <CheckRow
              key={facet.value}
              label={facet.label}
              detail={t('flights.filters.from', { price: money(facet.min_price) })}
              checked={filters.airlines.includes(facet.value)}
              onChange={(on) => set({ airlines: toggled(filters.airlines, facet.value, on) })}
            />
          ))}
        </FilterSection>
      )}
      <FilterSection title={t('flights.filters.departTime')}>
        <TimeWindowFilter value={filters[dep]} onChange={(value) => set({ [dep]: value })} />
      </FilterSection>
      <FilterSection title={t('flights.filters.arriveTime')}>
        <TimeWindowFilter value={filters[arr]} onChange={(value) => set({ [arr]: value })} />
      </FilterSection>
      {facets?.price_min != null && facets.price_max != null && (
        <FilterSection title={t('flights.filters.price')}>
          <PriceRange
            label={t('flights.filters.price')}
            bounds={{ min: facets.price_min, max: facets.price_max }}
            currency={facets.currency}
            value={{ min: filters.priceMin, max: filters.priceMax }}
            onChange={({ min, max }) => set({ priceMin: min, priceMax: max })}
          />
        </FilterSection>
      )}
      <FilterSection title={t('flights.filters.conditions')}>
        <CheckRow
          label={t('flights.filters.baggage')}
          checked={filters.baggage}
          onChange={(baggage) => set({ baggage })}
        />
        <CheckRow
          label={t('flights.filters.refundable')}
          checked={filters.refundable}
          onChange={(refundable) => set({ refundable })}
        />
      </FilterSection>
    </>
  );
}
