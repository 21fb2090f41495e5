import type { IResolvers } from 'mercurius';
import {
  flightDetail,
  flightPriceCalendar,
  type CalendarInput,
  type FlightInput,
} from '../../domain/inventory/flights/calendar.js';
import { airlineRefs } from '../../domain/inventory/flights/reference.js';
import { searchFlights, type SearchFlightsInput } from '../../domain/inventory/flights/search.js';
import { flightSuppliers } from '../../providers/inventory/index.js';
import type { RequestContext } from '../context.js';

type Args<T> = { input: T };

const resolvers = {
  Query: {
    search_flights: (_: unknown, { input }: Args<SearchFlightsInput>, ctx: RequestContext) =>
      searchFlights(ctx.database.db, flightSuppliers(ctx.database), input, ctx.locale),
    flight_price_calendar: (_: unknown, { input }: Args<CalendarInput>, ctx: RequestContext) =>
      flightPriceCalendar(ctx.database.db, flightSuppliers(ctx.database), input),
    flight: (_: unknown, { input }: Args<FlightInput>, ctx: RequestContext) =>
      flightDetail(ctx.database.db, flightSuppliers(ctx.database), input, ctx.locale),
    airlines: (_: unknown, _args: unknown, ctx: RequestContext) => airlineRefs(ctx.database.db),
  },
};

/** Mercurius types resolver maps loosely; each function above is typed on its own. */
export const flightsResolvers = resolvers as unknown as IResolvers;
