import '../flights/catalogue';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDeskTravellerId } from '../../account/desk/deskStore';
import type { CreateCartInput } from '../../api/generated/payments';
import { readFlightChoice } from '../flights/flightCheckout';
import { flightSearchParams, NO_FLIGHT_FILTERS, parseFlightQuery } from '../flights/flightQuery';
import { todayIn } from '../search/dates';
import { CheckoutShell } from './CheckoutShell';

/** /checkout/flight: the flights and fares carried in the link become a held cart, then paid. */
export function CheckoutFlightPage() {
  const [params] = useSearchParams();
  const query = useMemo(() => parseFlightQuery(params, todayIn()), [params]);
  const choice = useMemo(() => readFlightChoice(params), [params]);
  const c = query.criteria;
  // The travel desk books for a colleague: the cart is theirs, paid within their policy.
  const travellerId = useDeskTravellerId();
  const create = useMemo<CreateCartInput | null>(
    () =>
      choice
        ? {
            flight: {
              departure: { id: choice.departure.flight, seat_class_id: choice.departure.seat },
              ...(choice.ret
                ? { return: { id: choice.ret.flight, seat_class_id: choice.ret.seat } }
                : {}),
              n_o_a: c.party.adults,
              n_o_c: c.party.children,
              n_o_i: c.party.infants,
            },
            ...(travellerId ? { traveller_id: travellerId } : {}),
          }
        : null,
    [choice, c.party.adults, c.party.children, c.party.infants, travellerId],
  );
  const back =
    c.from && c.to
      ? `/flight?${flightSearchParams({ criteria: c, filters: NO_FLIGHT_FILTERS, sort: 'price', outbound: null, outboundSeat: null }).toString()}`
      : null;
  return <CheckoutShell kind="flight" create={create} back={back} />;
}
