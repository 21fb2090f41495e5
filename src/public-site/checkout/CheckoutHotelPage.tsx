import '../hotels/catalogue';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDeskTravellerId } from '../../account/desk/deskStore';
import type { CreateCartInput } from '../../api/generated/payments';
import { parseStay } from '../hotels/hotelQuery';
import { todayIn } from '../search/dates';
import { stayParams } from '../search/hotelNavigation';
import { CheckoutShell } from './CheckoutShell';

/** /checkout/hotel: the property's rate carried in the link becomes a held cart, then paid. */
export function CheckoutHotelPage() {
  const [params] = useSearchParams();
  const { dates, party } = useMemo(() => parseStay(params, todayIn()), [params]);
  const propertyId = params.get('property');
  const rateId = params.get('rate');
  // The travel desk books for a colleague: the cart is theirs, paid within their policy.
  const travellerId = useDeskTravellerId();
  const create = useMemo<CreateCartInput | null>(
    () =>
      propertyId && rateId
        ? {
            hotel: {
              property_id: propertyId,
              rate_id: rateId,
              n_o_a: party.adults,
              n_o_c: party.children,
            },
            ...(travellerId ? { traveller_id: travellerId } : {}),
          }
        : null,
    [propertyId, rateId, party.adults, party.children, travellerId],
  );
  const back =
    propertyId && dates
      ? `/property/${encodeURIComponent(propertyId)}?${stayParams({ ...dates, party }).toString()}`
      : null;
  return <CheckoutShell kind="hotel" create={create} back={back} />;
}
