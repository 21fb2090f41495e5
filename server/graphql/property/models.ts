// What the property domain hands to GraphQL where a type has fields of its own resolvers
// (scripts/codegen.ts `mappers`); the generated resolver types check everything else.
import type { Property, RoomType } from '../generated/property-types.js';

/**
 * A property as the domain answers it: the detail carries its room types priced for the
 * stay; search results and favourites leave them out and `Property.room_types` loads them.
 */
export type PropertyModel = Omit<Property, 'room_types'> & { room_types?: RoomType[] };
