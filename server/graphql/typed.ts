import type { IResolvers } from 'mercurius';

/**
 * The one hand-over from a service's codegen-typed resolver map to mercurius' registration.
 * Declare the map with the service's generated `Resolvers` type (`server/graphql/generated/`),
 * so a resolver that no longer follows the SDL fails the type check; mercurius' own
 * `IResolvers` is looser and describes no schema, so this is the only place the two meet.
 */
export function forMercurius<T extends object>(resolvers: T): IResolvers {
  return resolvers as IResolvers;
}
