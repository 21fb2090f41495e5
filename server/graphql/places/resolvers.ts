import { nearbyPlaces, place, searchPlaces } from '../../domain/inventory/places/service.js';
import { checkInput } from '../../domain/context/input.js';
import {
  nearbyPlacesInput,
  placeInput,
  searchPlacesInput,
} from '../../domain/inventory/places/input.js';
import type { Resolvers } from '../generated/places.js';
import { forMercurius } from '../typed.js';

const resolvers: Resolvers = {
  Query: {
    search_places: (_, { input }, ctx) =>
      searchPlaces(
        ctx.database.db,
        checkInput(searchPlacesInput, input),
        ctx.locale,
        ctx.placesCache,
      ),
    nearby_places: (_, { input }, ctx) =>
      nearbyPlaces(ctx.database.db, checkInput(nearbyPlacesInput, input), ctx.locale),
    place: (_, { input }, ctx) => place(ctx.database.db, checkInput(placeInput, input), ctx.locale),
  },
};

export const placesResolvers = forMercurius(resolvers);
