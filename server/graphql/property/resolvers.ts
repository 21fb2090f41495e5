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
import { checkInput } from '../../domain/context/input.js';
import {
  favPropertiesInput,
  propertyInput,
  searchPropertiesInput,
} from '../../domain/inventory/properties/input.js';
import type { Resolvers } from '../generated/property.js';
import { forMercurius } from '../typed.js';

const userOf = (ctx: RequestContext) => ctx.user?.id ?? null;

const resolvers: Resolvers = {
  Query: {
    search_properties: (_, { input }, ctx) =>
      searchProperties(
        ctx.database.db,
        staySuppliers(ctx.database),
        checkInput(searchPropertiesInput, input),
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
        input && checkInput(favPropertiesInput, input),
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
