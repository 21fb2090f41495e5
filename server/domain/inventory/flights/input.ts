/**
 * The flights operations' arguments (docs/module-template.md): edge checks the resolvers run
 * (checkInput: BAD_USER_INPUT naming each field, the value passed on as it came); the party,
 * the route, the past and the windows are the services' rules (checks.ts).
 */
import { z } from 'zod';
import { count, iataCode, money, rule, text, travelDate } from '../../context/input.js';

const route = { from: iataCode, to: iataCode };
export const searchFlightsInput = z
  .looseObject({
    ...route,
    depart: travelDate(),
    return: travelDate().nullish(),
    airlines: z
      .array(z.string().regex(/^[A-Za-z0-9]{2}$/, 'must be a 2-character airline code'))
      .max(30)
      .nullish(),
    stops: z.array(count(0, 2)).max(3).nullish(),
    price_min: money.nullish(),
    price_max: money.nullish(),
    departure_flight_id: text(200).nullish(),
    after: text(100).nullish(),
    return_after: text(100).nullish(),
    traveller_id: text(200).nullish(),
    in_policy: z.boolean().nullish(),
  })
  .refine((i) => i.price_min == null || i.price_max == null || i.price_min <= i.price_max, {
    ...rule('min_max', 'must not be below price_min'),
    path: ['price_max'],
  });
export const flightCalendarInput = z.looseObject({ ...route, around: travelDate() });
export const flightInput = z.looseObject({ id: text(200) });
