/**
 * The travel policy's verdict on a checkout session for its traveller (issue 21): the cart's
 * flight or stay, evaluated with the traveller's level's rules in the corporate, through the
 * same functions search uses (offers.ts), so checkout decides what search showed.
 *
 * Scoping: the session must be the traveller's, and the traveller an active member of the
 * corporate (FORBIDDEN otherwise: another company's traveller never gets this company's
 * verdict). Who may ask for it (the caller) is the calling service's check. A traveller without
 * a level, or a level without a policy, is in policy (`has_policy` false).
 */
import { vietnamDate } from '../../../common/calendar.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { splitPropertyKey } from '../inventory/properties/ids.js';
import type { PolicyRules } from './evaluate.js';
import {
  flightState,
  hotelState,
  journeyVerdict,
  legOfStoredFlight,
  rateVerdict,
  type FlightLeg,
  type PolicyState,
} from './offers.js';
import { rulesForTraveller } from './policies.js';
import {
  localPropertyPlace,
  memberLevel,
  sessionItem,
  type SessionItemRow,
} from './session-repository.js';

export interface SessionVerdict extends PolicyState {
  /** Whether the traveller's level has a policy (false: everything is in policy). */
  has_policy: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The legs of a stored FlightBooking, or null when the cart is not a flight. */
function legsOf(item: SessionItemRow): FlightLeg[] | null {
  if (item.kind !== 'FLIGHT_BOOKING' || !item.product) return null;
  const out = legOfStoredFlight(item.product.departure_flight);
  if (!out) return null;
  const back = item.product.return_flight ? legOfStoredFlight(item.product.return_flight) : null;
  if (item.product.return_flight && !back) return null;
  return back ? [out, back] : [out];
}

/** The stay as the evaluator needs it: its dates, rooms, and the property's city and stars. */
async function stayOf(db: Db, item: SessionItemRow) {
  const m = item.metadata ?? {};
  const checkIn = typeof m.check_in === 'string' ? m.check_in : null;
  const checkOut = typeof m.check_out === 'string' ? m.check_out : null;
  if (!checkIn || !checkOut) return null;
  let city = typeof m.city_id === 'string' ? m.city_id : null;
  let stars = typeof m.star_rating === 'number' ? m.star_rating : null;
  if (city == null || stars == null) {
    const key = splitPropertyKey(String(m.property_id ?? ''));
    const place =
      key.supplier === 'local' && UUID.test(key.id) ? await localPropertyPlace(db, key.id) : null;
    city ??= place?.city_id ?? null;
    stars ??= place?.star_rating ?? 0;
  }
  const nights = Math.max(1, Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000));
  return {
    city_id: city,
    star_rating: stars,
    price: Number(item.price),
    nights,
    rooms: typeof m.rooms === 'number' ? m.rooms : 1,
    check_in: checkIn,
  };
}

/** The verdict on an item for rules (null: no policy). */
export async function itemVerdict(
  db: Db,
  item: SessionItemRow,
  rules: PolicyRules | null,
  today: string,
): Promise<PolicyState> {
  const legs = legsOf(item);
  if (legs) return flightState(journeyVerdict(rules, legs, today));
  const stay =
    item.kind === 'ROOM_TYPE' || item.kind === 'ROOM_STAYING' ? await stayOf(db, item) : null;
  if (stay) return hotelState(rateVerdict(rules, stay, today));
  throw new AppError('BAD_USER_INPUT', 'This checkout holds no flight or stay to judge.', [
    {
      field: 'payment_checkout_session_id',
      rule: 'no_item',
      message: 'holds no flight or stay to judge',
    },
  ]);
}

export async function sessionVerdict(
  db: Db,
  input: { corporateId: string; travellerUserId: string; paymentCheckoutSessionId: string },
  now: Date,
): Promise<SessionVerdict> {
  const ids = [input.corporateId, input.travellerUserId, input.paymentCheckoutSessionId];
  if (!ids.every((id) => UUID.test(id))) {
    throw new AppError('NOT_FOUND', 'No such checkout session.');
  }
  const corporateId = input.corporateId.toLowerCase();
  const travellerId = input.travellerUserId.toLowerCase();
  const member = await memberLevel(db, corporateId, travellerId);
  if (!member) throw new AppError('FORBIDDEN', 'The traveller is not a member of this corporate.');
  const item = await sessionItem(db, input.paymentCheckoutSessionId.toLowerCase(), travellerId);
  if (!item) throw new AppError('NOT_FOUND', 'No such checkout session.');
  const rules = await rulesForTraveller(db, corporateId, member.corporate_level_id);
  const state = await itemVerdict(db, item, rules, vietnamDate(now));
  return { ...state, has_policy: rules != null };
}
