import { z } from 'zod';
import { flightDetail, flightPriceCalendar } from '../../domain/inventory/flights/calendar.js';
import { airlineRefs } from '../../domain/inventory/flights/reference.js';
import { searchFlights } from '../../domain/inventory/flights/search.js';
import { flightSuppliers } from '../../providers/inventory/index.js';
import {
  checkInput,
  count,
  iataCode,
  money,
  rule,
  text,
  travelDate,
} from '../../domain/context/input.js';
import type { Resolvers } from '../generated/flights.js';
import { forMercurius } from '../typed.js';

// Edge checks (validate.ts); the party, the route, the past and the windows are the domain's.
const route = { from: iataCode, to: iataCode };
const searchInput = z
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
  })
  .refine((i) => i.price_min == null || i.price_max == null || i.price_min <= i.price_max, {
    ...rule('min_max', 'must not be below price_min'),
    path: ['price_max'],
  });
const calendarInput = z.looseObject({ ...route, around: travelDate() });
const flightInput = z.looseObject({ id: text(200) });

const resolvers: Resolvers = {
  Query: {
    search_flights: (_, { input }, ctx) =>
      searchFlights(
        ctx.database.db,
        flightSuppliers(ctx.database),
        checkInput(searchInput, input),
        ctx.locale,
      ),
    flight_price_calendar: (_, { input }, ctx) =>
      flightPriceCalendar(
        ctx.database.db,
        flightSuppliers(ctx.database),
        checkInput(calendarInput, input),
      ),
    flight: (_, { input }, ctx) =>
      flightDetail(
        ctx.database.db,
        flightSuppliers(ctx.database),
        checkInput(flightInput, input),
        ctx.locale,
      ),
    airlines: (_, _args, ctx) => airlineRefs(ctx.database.db),
  },
};

export const flightsResolvers = forMercurius(resolvers);
