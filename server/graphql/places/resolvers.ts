import type { IResolvers } from 'mercurius';
import {
  nearbyPlaces,
  place,
  searchPlaces,
  type NearbyPlacesInput,
  type SearchPlacesInput,
} from '../../domain/inventory/places/service.js';
import type { RequestContext } from '../context.js';

type Args<T> = { input: T };

const resolvers = {
  Query: {
    search_places: (_: unknown, { input }: Args<SearchPlacesInput>, ctx: RequestContext) =>
      searchPlaces(ctx.database.db, input, ctx.locale),
    nearby_places: (_: unknown, { input }: Args<NearbyPlacesInput>, ctx: RequestContext) =>
      nearbyPlaces(ctx.database.db, input, ctx.locale),
    place: (_: unknown, { input }: Args<{ id?: string; code?: string }>, ctx: RequestContext) =>
      place(ctx.database.db, input, ctx.locale),
  },
};

/** Mercurius types resolver maps loosely; each function above is typed on its own. */
export const placesResolvers = resolvers as unknown as IResolvers;
