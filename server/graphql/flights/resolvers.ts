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

const resolvers: Resolvers = {
  Query: {
    search_flights: (_, { input }, ctx) =>
      searchFlights(
        ctx.database.db,
        flightSuppliers(ctx.database),
        checkInput(searchFlightsInput, input),
        ctx.locale,
      ),
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
