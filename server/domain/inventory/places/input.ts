/**
 * The places operations' arguments (docs/module-template.md): edge checks the resolvers run
 * (checkInput); ranges and the rest of the rules are the service's.
 */
import { z } from 'zod';
import { iataCode, isoCode, localeTag, text } from '../../context/input.js';

/** A Place id as this service returns it: `city:da-nang`, `airport:SGN`, `property:<uuid>`. */
export const placeId = z
  .string()
  .regex(/^(city|area|airport|property):[A-Za-z0-9-]{1,80}$/, 'must be a place id');

const common = { locale: localeTag.nullish(), types: z.array(z.string()).max(4).nullish() };

export const searchPlacesInput = z.looseObject({
  ...common,
  query: text(100),
  country_code: isoCode(2).nullish(),
});
export const nearbyPlacesInput = z.looseObject(common);
export const placeInput = z.looseObject({
  id: placeId.nullish(),
  code: iataCode.nullish(),
  locale: localeTag.nullish(),
});
