/** The currencies operations' arguments (docs/module-template.md): edge checks the resolvers run (checkInput). */
import { z } from 'zod';
import { isoCode } from '../../context/input.js';

const currency = isoCode(3);
export const exchangeRatesInput = z.looseObject({
  base: currency.nullish(),
  currencies: z.array(currency).max(50).nullish(),
});
export const convertInput = z.looseObject({
  amount: z.number().int('must be a whole number of minor units'),
  from: currency,
  to: currency,
});
