import { flightDetail, flightPriceCalendar } from '../../domain/inventory/flights/calendar.js';
import { listAirlines } from '../../domain/inventory/flights/airlines.js';
import { searchFlights } from '../../domain/inventory/flights/search.js';
import { flightSuppliers } from '../../providers/inventory/index.js';
import { checkInput } from '../../domain/context/input.js';
import {
  flightCalendarInput,
  flightInput,
  searchFlightsInput,
} from '../../domain/inventory/flights/input.js';
import type { Resolvers } from '../generated/flights.js';
import { forMercurius } from '../typed.js';
import { now } from '../../domain/context/clock.js';
import { policyOf } from '../search-policy.js';

const resolvers: Resolvers = {
  Query: {
    search_flights: async (_, { input }, ctx) => {
      const checked = checkInput(searchFlightsInput, input);
      const at = now(ctx);
      return searchFlights(
        ctx.database.db,
        flightSuppliers(ctx.database),
        checked,
        ctx.locale,
        at,
        await policyOf(ctx, checked.traveller_id),
      );
    },
    flight_price_calendar: (_, { input }, ctx) =>
      flightPriceCalendar(
        ctx.database.db,
        flightSuppliers(ctx.database),
        checkInput(flightCalendarInput, input),
      ),
    flight: (_, { input }, ctx) =>
      flightDetail(
        ctx.database.db,
        flightSuppliers(ctx.database),
        checkInput(flightInput, input),
        ctx.locale,
      ),
    airlines: (_, _args, ctx) => listAirlines(ctx.database.db),
  },
};

export const flightsResolvers = forMercurius(resolvers);
