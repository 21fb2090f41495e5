import type { Money } from '../../currency/useMoney';
import type { MapMarker } from './map/mapTypes';
import type { HotelResult } from './useHotelResults';

/** One price marker per hotel that has a position and a price for the stay. */
export function hotelMarkers(
  hotels: HotelResult[],
  money: Pick<Money, 'format' | 'compact'>,
): MapMarker[] {
  return hotels.flatMap((hotel) => {
    const price = hotel.stay_price;
    if (hotel.latitude == null || hotel.longitude == null || !price) return [];
    return [
      {
        id: hotel.id,
        latitude: hotel.latitude,
        longitude: hotel.longitude,
        text: money.compact(price.price_per_night, price.currency),
        label: `${hotel.name}: ${money.format(price.price_per_night, price.currency)}`,
      },
    ];
  });
}
