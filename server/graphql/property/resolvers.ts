import { z } from 'zod';
import { propertyDetail } from '../../domain/inventory/properties/detail.js';
import {
  addFavProperty,
  favProperties,
  removeFavProperty,
} from '../../domain/inventory/properties/favourites.js';
import { roomTypesWithoutDates } from '../../domain/inventory/properties/room-types.js';
import { searchProperties } from '../../domain/inventory/properties/search.js';
import { staySuppliers } from '../../providers/inventory/index.js';
import type { RequestContext } from '../context.js';
import { placeId } from '../places/resolvers.js';
import { checkInput, count, money, rule, text, travelDate } from '../../domain/context/input.js';
import type { Resolvers } from '../generated/property.js';
import { forMercurius } from '../typed.js';

// Edge checks (validate.ts); the party, the dates' order and the area are the domain's.
const latitude = z.number().min(-90, 'must be -90 to 90').max(90, 'must be -90 to 90');
const longitude = z.number().min(-180, 'must be -180 to 180').max(180, 'must be -180 to 180');
const point = z.looseObject({ latitude, longitude });
const codes = z.array(text(40)).max(50).nullish();
const stay = { check_in: travelDate().nullish(), check_out: travelDate().nullish() };
const searchInput = z
  .looseObject({
    ...stay,
    place_id: placeId.nullish(),
    bounds: z.looseObject({ northeast: point, southwest: point }).nullish(),
    near: point.nullish(),
    price_min: money.nullish(),
    price_max: money.nullish(),
    stars: z.array(count(0, 5)).max(6).nullish(),
    types: codes,
    amenities: codes,
    min_rating: z.number().min(0, 'must be 0 to 10').max(10, 'must be 0 to 10').nullish(),
    after: text(100).nullish(),
  })
  .refine((i) => i.price_min == null || i.price_max == null || i.price_min <= i.price_max, {
    ...rule('min_max', 'must not be below price_min'),
    path: ['price_max'],
  });
const propertyInput = z.looseObject(stay);
const favPage = z.looseObject({ after: text(100).nullish(), before: text(100).nullish() });
const userOf = (ctx: RequestContext) => ctx.user?.id ?? null;

const resolvers: Resolvers = {
  Query: {
    search_properties: (_, { input }, ctx) =>
      searchProperties(
        ctx.database.db,
        staySuppliers(ctx.database),
        checkInput(searchInput, input),
        ctx.locale,
        userOf(ctx),
      ),
    property: (_, { input }, ctx) =>
      propertyDetail(
        ctx.database.db,
        staySuppliers(ctx.database),
        checkInput(propertyInput, input),
        ctx.locale,
        userOf(ctx),
      ),
    fav_properties: (_, { input }, ctx) =>
      favProperties(
        ctx.database.db,
        staySuppliers(ctx.database),
        userOf(ctx),
        input && checkInput(favPage, input),
        ctx.locale,
      ),
  },
  Mutation: {
    add_fav_property: (_, { input }, ctx) =>
      addFavProperty(ctx.database.db, staySuppliers(ctx.database), userOf(ctx), input, ctx.locale),
    remove_fav_property: (_, { input }, ctx) =>
      removeFavProperty(
        ctx.database.db,
        staySuppliers(ctx.database),
        userOf(ctx),
        input,
        ctx.locale,
      ),
  },
  Property: {
    /** Detail answers carry room types for its dates; elsewhere they load without rates. */
    room_types: (parent, _args, ctx) =>
      parent.room_types ??
      roomTypesWithoutDates(ctx.database.db, staySuppliers(ctx.database), parent.id, ctx.locale),
  },
};

export const propertyResolvers = forMercurius(resolvers);
