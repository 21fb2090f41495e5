/**
 * property(input): one property with its room types. With dates, each room type lists its
 * rates for the stay: only when every night has rooms for the party (a sold-out night means
 * no rate at all), each rate plan priced by pricing.ts with the nights broken down. The
 * content and nightly prices come from the property's supplier (`StaySupplier.propertyDetail`).
 */
import type { Db } from '../../../db/client.js';
import type {
  PropertyDetail,
  PropertyInfo,
  RoomNight,
  StaySupplier,
} from '../../../providers/inventory/types.js';
import { InputCheck, langOf, pick, type Lang } from '../common.js';
import { dateIn } from '../../../../common/calendar.js';
import { zonedInstant } from '../geo.js';
import { favouriteFlags } from './favourites-repository.js';
import { resolveProperty } from './ids.js';
import { presentProperty } from './present.js';
import type { SearchPolicy } from '../../policy/search-policy.js';
import { judgeRate } from './policy.js';
import { priceRate, type Stay } from './pricing.js';
import { namesOf } from './repository.js';
import { presentRoomType } from './room-types.js';
import { checkStayDates, checkStayParty, type StayInput } from './stay-input.js';

export interface PropertyInput extends StayInput {
  id: string;
}

export async function propertyDetail(
  db: Db,
  suppliers: StaySupplier[],
  input: PropertyInput,
  locale: string,
  userId: string | null,
  now = new Date(),
  policy: SearchPolicy | null = null,
) {
  const check = new InputCheck();
  const party = checkStayParty(check, input);
  const dated = Boolean(input.check_in && input.check_out);
  if (Boolean(input.check_in) !== Boolean(input.check_out)) {
    check.fail('check_out', 'both', 'Give both check_in and check_out, or neither.');
  }
  const nights = dated ? checkStayDates(check, input.check_in!, input.check_out!, now) : 0;
  check.done();
  const ref = resolveProperty(suppliers, input.id);
  if (!ref) return null;
  const [detail, names, favourites] = await Promise.all([
    ref.supplier.propertyDetail(
      ref.id,
      dated ? { checkIn: input.check_in!, checkOut: input.check_out! } : null,
    ),
    namesOf(db),
    userId ? favouriteFlags(db, userId, [ref.key]) : Promise.resolve(null),
  ]);
  if (!detail) return null;
  const property = detail.property;
  const lang = langOf(locale);
  const out = presentProperty(ref.supplier.id, property, names, detail.photos, lang);
  out.is_favourite = favourites ? favourites.has(out.id) : null;
  const stay: Stay | null = dated
    ? {
        checkIn: input.check_in!,
        checkOut: input.check_out!,
        nights,
        rooms: party.rooms,
        children: party.children,
        today: dateIn(now, property.timezone),
        now,
        timezone: property.timezone,
        checkInTime: property.check_in_time,
      }
    : null;
  const roomTypes = detail.roomTypes.map((room) => {
    const fits =
      room.max_adults >= party.perRoom.adults &&
      room.max_children >= party.perRoom.children &&
      room.max_occupancy >= party.perRoom.guests;
    const nightsOfRoom = stay ? nightsOf(detail.nights, room.id, stay) : [];
    // Every night of the stay, each with rooms for the party (a missing night is sold out).
    const available =
      stay !== null &&
      fits &&
      nightsOfRoom.length === nights &&
      nightsOfRoom.every((n) => n.rooms_left >= party.rooms);
    const rates = available ? ratesOf(room.id, nightsOfRoom, detail, stay!, property, lang) : [];
    return {
      ...presentRoomType(room, names, lang),
      rates: rates.map((rate) => ({
        ...rate,
        policy: judgeRate(policy, property, rate, stay!.checkIn),
      })),
      available: stay ? available : null,
    };
  });
  const cheapest = roomTypes
    .flatMap((r) => r.rates.map((rate) => ({ r, rate })))
    .sort((a, b) => a.rate.price - b.rate.price)[0];
  out.stay_price = cheapest
    ? {
        price: cheapest.rate.price,
        original_price: cheapest.rate.original_price,
        price_per_night: cheapest.rate.price_per_night,
        currency: 'VND',
        nights,
        rooms: party.rooms,
        room_type_id: cheapest.r.id,
        room_type_name: cheapest.r.name,
        rate_plan_id: cheapest.rate.rate_plan.id,
        rate_plan_name: cheapest.rate.rate_plan.name,
        breakfast_included: cheapest.rate.rate_plan.breakfast_included,
        free_cancellation: cheapest.rate.free_cancellation,
        rooms_left: cheapest.rate.rooms_left,
        policy: cheapest.rate.policy,
      }
    : null;
  return { ...out, room_types: roomTypes };
}

/** A room type's nights within the stay, by date, one per date. */
function nightsOf(all: RoomNight[], roomTypeId: string, stay: Stay): RoomNight[] {
  const byDate = new Map<string, RoomNight>();
  for (const n of all) {
    if (n.room_type_id === roomTypeId && n.date >= stay.checkIn && n.date < stay.checkOut) {
      byDate.set(n.date, n);
    }
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}

function ratesOf(
  roomTypeId: string,
  nights: RoomNight[],
  pricing: Pick<PropertyDetail, 'plans' | 'promotions' | 'surcharges'>,
  stay: Stay,
  property: PropertyInfo,
  lang: Lang,
) {
  const baseTotal = nights.reduce((sum, n) => sum + n.price, 0);
  const roomsLeft = Math.min(...nights.map((n) => n.rooms_left));
  return pricing.plans
    .map((plan) => {
      const price = priceRate(
        baseTotal,
        roomTypeId,
        plan,
        pricing.promotions,
        pricing.surcharges,
        stay,
      );
      return {
        id: `${roomTypeId}:${plan.id}:${stay.checkIn}:${stay.checkOut}:${stay.rooms}`,
        rate_plan: {
          id: plan.id,
          name: pick(lang, plan.name_vi, plan.name_en)!,
          breakfast_included: plan.breakfast_included,
          refundable: plan.refundable,
          free_cancellation_until: price.free_cancellation_until,
          cancellation_policy: policy(
            plan.refundable,
            price.free_cancellation_until,
            property.timezone,
            lang,
          ),
        },
        price: price.price,
        original_price: price.original_price,
        price_per_night: price.price_per_night,
        currency: 'VND',
        nights: stay.nights,
        rooms: stay.rooms,
        rooms_left: roomsLeft,
        percent_discount: price.percent_discount,
        free_cancellation: price.free_cancellation,
        promotions: price.promotion
          ? [
              {
                id: price.promotion.id,
                name: pick(lang, price.promotion.name_vi, price.promotion.name_en)!,
                percent_off: price.promotion.percent_off,
                amount_off: price.discount,
                currency: 'VND',
              },
            ]
          : [],
        surcharges: price.surcharges.map((s) => ({
          name: pick(lang, s.name_vi, s.name_en)!,
          amount: s.amount,
          currency: 'VND',
        })),
        room_stayings: nights.map((n) => ({
          available_at_date: n.date,
          available_at: zonedInstant(n.date, property.check_in_time, property.timezone),
          price: Math.round(n.price * plan.price_factor),
          currency: 'VND',
          rooms_left: n.rooms_left,
        })),
      };
    })
    .sort((a, b) => a.price - b.price);
}

function policy(refundable: boolean, until: Date | null, timezone: string, lang: Lang): string {
  if (!refundable || !until)
    return lang === 'en'
      ? 'Non-refundable: no refund on cancellation.'
      : 'Không hoàn hủy: hủy phòng không được hoàn tiền.';
  const local = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'vi-VN', {
    timeZone: timezone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(until);
  return lang === 'en'
    ? `Free cancellation until ${local} (property time); after that the first night is charged.`
    : `Hủy miễn phí trước ${local} (giờ địa phương); sau thời điểm đó thu phí đêm đầu tiên.`;
}
