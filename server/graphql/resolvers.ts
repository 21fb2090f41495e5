import type { IResolvers } from 'mercurius';
import type { ServiceName } from './services.js';
import { mainResolvers } from './main/resolvers.js';
import { placesResolvers } from './places/resolvers.js';
import { flightsResolvers } from './flights/resolvers.js';
import { currenciesResolvers } from './currencies/resolvers.js';
import { propertyResolvers } from './property/resolvers.js';

/**
 * The domain resolvers each service implements so far. A root field missing here answers
 * NOT_IMPLEMENTED (see register.ts). Resolvers stay thin: parse input, call server/domain.
 */
export const serviceResolvers: Partial<Record<ServiceName, IResolvers>> = {
  main: mainResolvers,
  places: placesResolvers,
  flights: flightsResolvers,
  currencies: currenciesResolvers,
  property: propertyResolvers,
};
