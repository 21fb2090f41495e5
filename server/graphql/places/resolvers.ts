import { z } from 'zod';
import { nearbyPlaces, place, searchPlaces } from '../../domain/inventory/places/service.js';
import { checkInput, iataCode, isoCode, localeTag, text } from '../../domain/context/input.js';
import type { Resolvers } from '../generated/places.js';
import { forMercurius } from '../typed.js';

/** A Place id as this service returns it: `city:da-nang`, `airport:SGN`, `property:<uuid>`. */
export const placeId = z
  .string()
  .regex(/^(city|area|airport|property):[A-Za-z0-9-]{1,80}$/, 'must be a place id');

const common = { locale: localeTag.nullish(), types: z.array(z.string()).max(4).nullish() };

// Edge checks (validate.ts); ranges and the rest of the rules are the domain's.
const searchInput = z.looseObject({
  ...common,
  query: text(100),
  country_code: isoCode(2).nullish(),
});
const nearbyInput = z.looseObject(common);
const placeInput = z.looseObject({
  id: placeId.nullish(),
  code: iataCode.nullish(),
  locale: localeTag.nullish(),
});

const resolvers: Resolvers = {
  Query: {
    search_places: (_, { input }, ctx) =>
      searchPlaces(ctx.database.db, checkInput(searchInput, input), ctx.locale),
    nearby_places: (_, { input }, ctx) =>
      nearbyPlaces(ctx.database.db, checkInput(nearbyInput, input), ctx.locale),
    place: (_, { input }, ctx) => place(ctx.database.db, checkInput(placeInput, input), ctx.locale),
  },
};

export const placesResolvers = forMercurius(resolvers);
