import { Link as RouterLink } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import { useMoney } from '../../currency/useMoney';
import { useLocale, useT } from '../../i18n/context';
import { formatNumber } from '../search/format';
import { hotelCardSx } from './hotelCardStyles';
import { PolicyBadge } from '../policy/PolicyBadge';
import type { HotelResult } from './useHotelResults';

const FEW_ROOMS = 3;

export interface HotelCardProps {
  hotel: HotelResult;
  href: string;
  selected: boolean;
  onHover: (id: string | null) => void;
  /** Cards in the first screenful load their photo at once (the page's largest paint). */
  eager?: boolean;
}

/** One hotel: photo, name, stars, place, rating, what the price includes and the price. */
export function HotelCard({ hotel, href, selected, onHover, eager = false }: HotelCardProps) {
  const t = useT();
  const { locale } = useLocale();
  const price = hotel.stay_price;
  const photo = hotel.photos[0];
  const stars = hotel.setting?.star_rating;
  const place = [hotel.area_name, hotel.city_name].filter(Boolean).join(', ');
  const { format } = useMoney();
  const money = (n: number) => format(n, price?.currency ?? 'VND');
  const terms = price
    ? [
        price.free_cancellation && t('hotels.card.freeCancellation'),
        price.breakfast_included && t('hotels.card.breakfast'),
      ].filter(Boolean)
    : [];
  return (
    <Paper
      component="article"
      id={`hotel-${hotel.id}`}
      variant="outlined"
      aria-labelledby={`hotel-name-${hotel.id}`}
      data-selected={selected}
      onMouseEnter={() => onHover(hotel.id)}
      onMouseLeave={() => onHover(null)}
      sx={hotelCardSx}
    >
      <div className="hc-photo">
        {photo ? (
          <img
            src={photo.url}
            alt={photo.label ?? ''}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            width={200}
            height={150}
          />
        ) : (
          <p className="hc-muted">{t('hotels.card.noPhoto')}</p>
        )}
      </div>
      <div className="hc-body">
        <h2 id={`hotel-name-${hotel.id}`}>
          <RouterLink to={href}>{hotel.name}</RouterLink>
        </h2>
        <p className="hc-muted">
          {stars ? (
            <span
              className="hc-stars"
              role="img"
              aria-label={t('hotels.card.stars', { smart_count: stars })}
            >
              {'★'.repeat(Math.round(stars))}
            </span>
          ) : null}
          {[hotel.types[0]?.name, place].filter(Boolean).join(' · ')}
        </p>
        <p className="hc-muted">
          {hotel.rating != null && (
            <span className="hc-strong">
              {t('hotels.card.rating', { rating: formatNumber(hotel.rating, locale) })}
            </span>
          )}
          {hotel.review_count ? t('hotels.card.reviews', { smart_count: hotel.review_count }) : ''}
          {hotel.distance_km != null
            ? ` · ${t('hotels.card.distance', { distance: formatNumber(hotel.distance_km, locale) })}`
            : ''}
        </p>
        {terms.length > 0 && <p className="hc-good">{terms.join(' · ')}</p>}
        {price && (
          <div className="hc-price">
            <p className="hc-amount">
              {money(price.price_per_night)}{' '}
              <span className="hc-unit">{t('hotels.card.perNight')}</span>
            </p>
            <p className="hc-muted">
              {price.original_price > price.price && <s>{money(price.original_price)}</s>}
              {t('hotels.card.total', {
                price: money(price.price),
                nights: t('search.hotelForm.nights', { smart_count: price.nights }),
                rooms: t('hotels.card.rooms', { smart_count: price.rooms }),
              })}
            </p>
            {price.policy && (
              <PolicyBadge policy={price.policy} currency={price.currency} details={false} />
            )}
            {price.rooms_left <= FEW_ROOMS && (
              <p className="hc-warn">
                {t('hotels.card.roomsLeft', { smart_count: price.rooms_left })}
              </p>
            )}
          </div>
        )}
      </div>
    </Paper>
  );
}
