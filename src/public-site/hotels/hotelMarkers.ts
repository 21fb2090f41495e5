import type { Locale } from '../../i18n/types';
import { formatMoney, formatMoneyCompact } from '../search/format';
import type { MapMarker } from './map/mapTypes';
import type { HotelResult } from './useHotelResults';

/** One price marker per hotel that has a position and a price for the stay. */
export function hotelMarkers(hotels: HotelResult[], locale: Locale): MapMarker[] {
  return hotels.flatMap((hotel) => {
    const price = hotel.stay_price;
    if (hotel.latitude == null || hotel.longitude == null || !price) return [];
    return [
      {
        id: hotel.id,
        latitude: hotel.latitude,
        longitude: hotel.longitude,
        text: formatMoneyCompact(price.price_per_night, price.currency, locale),
        label: `${hotel.name}: ${formatMoney(price.price_per_night, price.currency, locale)}`,
      },
    ];
  });
}
