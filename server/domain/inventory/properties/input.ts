/**
 * The property operations' arguments (docs/module-template.md): edge checks the resolvers run
 * (checkInput); the party, the dates' order and the area are the services' rules
 * (stay-input.ts, search.ts).
 */
import { z } from 'zod';
import { count, money, rule, text, travelDate } from '../../context/input.js';
import { placeId } from '../places/input.js';

const latitude = z.number().min(-90, 'must be -90 to 90').max(90, 'must be -90 to 90');
const longitude = z.number().min(-180, 'must be -180 to 180').max(180, 'must be -180 to 180');
const point = z.looseObject({ latitude, longitude });
const codes = z.array(text(40)).max(50).nullish();
const stay = { check_in: travelDate().nullish(), check_out: travelDate().nullish() };
export const searchPropertiesInput = z
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
    traveller_id: text(200).nullish(),
    in_policy: z.boolean().nullish(),
  })
  .refine((i) => i.price_min == null || i.price_max == null || i.price_min <= i.price_max, {
    ...rule('min_max', 'must not be below price_min'),
    path: ['price_max'],
  });
export const propertyInput = z.looseObject({ ...stay, traveller_id: text(200).nullish() });
export const favPropertiesInput = z.looseObject({
  after: text(100).nullish(),
  before: text(100).nullish(),
});
