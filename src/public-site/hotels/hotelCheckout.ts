import { stayParams, type HotelStay } from '../search/hotelNavigation';

/** /checkout/hotel carrying the property, the rate (RoomRate id) and the stay. */
export function hotelCheckoutPath(propertyId: string, rateId: string, stay: HotelStay): string {
  const params = stayParams(stay);
  params.set('property', propertyId);
  params.set('rate', rateId);
  return `/checkout/hotel?${params.toString()}`;
}
