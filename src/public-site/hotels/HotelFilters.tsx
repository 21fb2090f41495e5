import type { SearchPropertiesQuery } from '../../api/generated/property';
import { useT } from '../../i18n/context';
import { CheckRow, FilterSection, toggled } from '../search/FilterSection';
import { PriceRange } from '../search/PriceRange';
import type { HotelFilters as Filters } from './hotelQuery';
import { InPolicyFilter } from '../policy/InPolicyFilter';

type Facets = SearchPropertiesQuery['search_properties']['facets'];

export interface HotelFiltersProps {
  filters: Filters;
  facets: Facets | null;
  /** The results carry travel-policy verdicts (or the filter is on): offer the filter. */
  policyActive?: boolean;
  onChange: (filters: Filters) => void;
}

/** Price, stars, property type, amenities and booking conditions, with counts from the facets. */
export function HotelFilters({
  filters,
  facets,
  policyActive = false,
  onChange,
}: HotelFiltersProps) {
  const t = useT();
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const count = (n: number) => String(n);
  return (
    <>
      {policyActive && (
        <InPolicyFilter checked={filters.inPolicy} onChange={(inPolicy) => set({ inPolicy })} />
      )}
      {facets?.price_min != null && facets.price_max != null && (
        <FilterSection title={t('hotels.filters.price')}>
          <PriceRange
            label={t('hotels.filters.price')}
            bounds={{ min: facets.price_min, max: facets.price_max }}
            currency={facets.currency}
            value={{ min: filters.priceMin, max: filters.priceMax }}
            onChange={({ min, max }) => set({ priceMin: min, priceMax: max })}
          />
        </FilterSection>
      )}
      {facets && facets.stars.length > 0 && (
        <FilterSection title={t('hotels.filters.stars')}>
          {facets.stars.map((facet) => (
            <CheckRow
              key={facet.value}
              label={t('hotels.filters.starsValue', { smart_count: Number(facet.value) })}
              detail={count(facet.count)}
              checked={filters.stars.includes(Number(facet.value))}
              onChange={(on) =>
                set({ stars: toggled(filters.stars, Number(facet.value), on).sort() })
              }
            />
          ))}
        </FilterSection>
      )}
      {facets && facets.types.length > 0 && (
        <FilterSection title={t('hotels.filters.types')}>
          {facets.types.map((facet) => (
            <CheckRow
              key={facet.value}
              label={facet.label}
              detail={count(facet.count)}
              checked={filters.types.includes(facet.value)}
              onChange={(on) => set({ types: toggled(filters.types, facet.value, on) })}
            />
          ))}
        </FilterSection>
      )}
      {facets && facets.amenities.length > 0 && (
        <FilterSection title={t('hotels.filters.amenities')}>
          {facets.amenities.map((facet) => (
            <CheckRow
              key={facet.value}
              label={facet.label}
              detail={count(facet.count)}
              checked={filters.amenities.includes(facet.value)}
              onChange={(on) => set({ amenities: toggled(filters.amenities, facet.value, on) })}
            />
          ))}
        </FilterSection>
      )}
      <FilterSection title={t('hotels.filters.conditions')}>
        <CheckRow
          label={t('hotels.filters.freeCancellation')}
          checked={filters.freeCancellation}
          onChange={(freeCancellation) => set({ freeCancellation })}
        />
        <CheckRow
          label={t('hotels.filters.breakfast')}
          checked={filters.breakfast}
          onChange={(breakfast) => set({ breakfast })}
        />
      </FilterSection>
    </>
  );
}
